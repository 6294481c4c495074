"""Run the agent inside an asyncio program and follow its steps as they happen.

Set MOBILEXPERTS_LLM__BASE_URL and MOBILEXPERTS_LLM__MODEL to use a model endpoint instead of
the offline policy.

    python examples/async_events.py
"""

import asyncio

from mobilexperts import Agent, AgentOptions, StepEvent


def show(event: StepEvent) -> None:
    print(f"step {event.step}: {event.operation} {event.target} -> {event.verdict or '-'}")


async def main() -> None:
    agent = Agent("sim", options=AgentOptions(max_steps=15), on_event=show)
    with agent:
        run = asyncio.create_task(agent.run_async("Turn on the dark theme"))
        while not run.done():
            await asyncio.sleep(0.1)  # the event loop stays free while the phone is operated
        result = await run
    print(f"done: {result.done}; {result.stop_reason}")


asyncio.run(main())
