"""Run one task of the suite on SimDroid with the offline policy and print what happened.

python examples/quickstart.py
"""

from mobilexperts import Agent

with Agent() as agent:
    result = agent.run(task="settings_dark_theme")

print(f"success: {result.success} in {result.steps} steps ({result.stop_reason})")
print(f"report: {result.run_dir / 'report.html'}")
