"""Experts: portraits, the pool, team assembly, exploration, operations, the
Observe-Verify-Act loop, reflection, and their offline handlers."""

import experts.assembly_offline  # registers the offline handler of assemble
import experts.explore_tasks  # registers the offline handler of explore_tasks
import experts.offline  # registers the offline handlers of decide and reflect
import experts.offline.judge
import experts.offline.safety
import experts.reading  # noqa: F401 - registers the offline handler of read
import memory.insight  # noqa: F401 - registers the offline handler of insight
