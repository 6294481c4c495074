"""The dual-layer planner: the team plan (a DAG of expert subtasks), the expert-level atomic
tasks, and the team run that executes a plan."""
