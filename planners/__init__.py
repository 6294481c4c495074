"""The dual-layer planner: the team plan (a DAG of expert subtasks), the expert-level atomic
tasks, and the team run that executes a plan. Importing the package imports nothing else (so
``run --help`` starts fast); each offline handler is registered by the module that asks its
role: ``plan_team`` by planners/team.py, ``plan_expert`` and ``think`` by their own modules."""
