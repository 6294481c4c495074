"""The dual-layer planner: the team plan (a DAG of expert subtasks), the expert-level atomic
tasks, and the team run that executes a plan."""

import planners.expert  # registers the offline handler of plan_expert
import planners.offline
import planners.think  # noqa: F401 - registers the offline handler of think
