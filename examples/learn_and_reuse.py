"""Learn a workflow tool from one run, then reuse it for a new request on the same phone.

The first run posts a chirp step by step; its trajectory becomes the verified tool
``post_chirp(message)``. The second request is then done with that tool in one step.

    python examples/learn_and_reuse.py
"""

from mobilexperts import Agent

with Agent() as agent:
    first = agent.run(task="chirp_post")
    print(f"first run: success={first.success}, {first.steps} steps")
    for tool in first.tools_learned:
        print(f"  learned {tool.name}: {tool.status}")
    second = agent.run('Post a chirp saying "Learned tools make this quick"')
    print(f"second run: done={second.done}, {second.steps} steps, tools used {second.tools_used}")
