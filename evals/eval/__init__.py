"""``mobilexperts eval``: methods side by side on a task suite, with metrics and reports."""
