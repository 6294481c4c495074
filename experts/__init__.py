"""Experts: operations, the Observe-Verify-Act loop, reflection, and their offline handlers."""

import experts.offline  # registers the offline handlers of decide and reflect
import experts.offline.judge
import experts.reading  # noqa: F401 - registers the offline handler of read
