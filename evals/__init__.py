"""Task suites, checkers, metrics and benchmarks."""
