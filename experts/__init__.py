"""Experts: portraits, the pool, team assembly, operations, the Observe-Verify-Act loop,
reflection, and their offline handlers."""

import experts.assembly_offline  # registers the offline handler of assemble
import experts.offline  # registers the offline handlers of decide and reflect
import experts.reading  # noqa: F401 - registers the offline handler of read
