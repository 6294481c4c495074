"""The paper archive's seeded e-prints: fixed titles and results; the rng picks authors and
submission times (ids follow the submission order, as an archive numbers them)."""

from __future__ import annotations

import random
import time

from mobilexperts.sim import corpus
from mobilexperts.sim.apps.browser.state import Paper
from mobilexperts.sim.state import START_CLOCK

CATEGORIES = {
    "cs.AI": "Artificial Intelligence",
    "cs.CL": "Computation and Language",
    "cs.CV": "Computer Vision and Pattern Recognition",
    "cs.HC": "Human-Computer Interaction",
    "cs.LG": "Machine Learning",
    "cs.RO": "Robotics",
}
# (category, title, what the paper does, its main finding)
CATALOG = [
    (
        "cs.AI",
        "Mobile Agents That Learn Reusable Tools from Their Own Trajectories",
        "We let LLM-based mobile agents turn successful phone trajectories into verified "
        "workflow tools that later tasks can call.",
        "Reusing verified tools raised task success on 40 cross-app tasks from 52% to 71% "
        "while cutting reasoning steps by 38%.",
    ),
    (
        "cs.AI",
        "Planning with Expert Teams for Long-Horizon Mobile Tasks",
        "We study mobile agents organised as a team of app experts coordinated by a "
        "two-level planner.",
        "The team completed 64% of long-horizon tasks, against 41% for a single agent.",
    ),
    (
        "cs.AI",
        "Reflection Helps Mobile Agents Recover from Pop-ups",
        "We add a reflection step after every action of a mobile agent and test it on screens "
        "with random pop-ups and loading delays.",
        "Reflection reduced unrecovered errors by 45% on screens with pop-ups.",
    ),
    (
        "cs.AI",
        "Cost-Aware Tool Selection for LLM Agents",
        "We train a cost model that predicts the price of each tool call of an LLM agent.",
        "The cost model cut API spending by 51% with no loss in accuracy.",
    ),
    (
        "cs.AI",
        "Benchmarking LLM Agents on Household Chores in Simulation",
        "We release 300 simulated household chores with step-by-step success checks.",
        "The best agent finished only 23% of chores that need more than ten steps.",
    ),
    (
        "cs.AI",
        "Safety Checks for Autonomous Phone Agents",
        "We design confirmation policies for mobile agents that act on payment and message "
        "screens.",
        "The policy blocked 96% of unsafe payments at the cost of 3 extra questions per 100 tasks.",
    ),
    (
        "cs.CL",
        "Instruction-Following Mobile Agents Without Screenshots",
        "We feed mobile agents the view hierarchy as text instead of screenshots.",
        "Text-only input matched screenshot agents within 2 points while using 60% fewer tokens.",
    ),
    (
        "cs.CL",
        "Compressing Chain-of-Thought for Faster Reasoning",
        "We distil long reasoning traces into short summaries before fine-tuning.",
        "Summarised reasoning kept 97% of the accuracy with outputs 3.1 times shorter.",
    ),
    (
        "cs.CL",
        "Multilingual Retrieval for Low-Resource Languages",
        "We pair a small multilingual encoder with synthetic queries in 12 languages.",
        "Recall at 10 rose from 0.48 to 0.66 on average across the 12 languages.",
    ),
    (
        "cs.CL",
        "Detecting Hallucinated Citations in Scientific Writing",
        "We check every reference of a generated text against a bibliographic index.",
        "The detector found 89% of invented references with 4% false alarms.",
    ),
    (
        "cs.CL",
        "Speech Recognition for Noisy Kitchens",
        "We collect 80 hours of speech recorded next to running kitchen appliances.",
        "Fine-tuning lowered the word error rate from 18.2% to 11.7%.",
    ),
    (
        "cs.CV",
        "Reading Phone Screens with Small Vision Models",
        "We train a 300M-parameter model to ground instructions to elements of mobile app "
        "screens for GUI agents.",
        "The small model located the right element 88% of the time, close to models ten times "
        "larger.",
    ),
    (
        "cs.CV",
        "Self-Supervised Depth from Dashcam Video",
        "We learn depth from 2,000 hours of unlabelled dashcam video.",
        "Depth error dropped by 17% against the best self-supervised baseline.",
    ),
    (
        "cs.CV",
        "Counting Birds in Drone Imagery",
        "We annotate 9,000 drone photos of coastal bird colonies.",
        "The counter reached a mean absolute error of 2.4 birds per image.",
    ),
    (
        "cs.CV",
        "Efficient Video Captioning on Device",
        "We prune a video captioning model to run on a phone's neural processor.",
        "The pruned model runs at 24 frames per second on a mid-range phone.",
    ),
    (
        "cs.RO",
        "Learning Robot Manipulation from Phone Videos",
        "We teach a robot arm kitchen skills from videos that people filmed with their phones.",
        "The robot succeeded in 74% of 20 kitchen tasks after one hour of video per task.",
    ),
    (
        "cs.RO",
        "Legged Robots That Climb Stairs in the Dark",
        "We train a quadruped to climb stairs from touch and joint sensing alone.",
        "The robot climbed 93% of staircases with the lights off.",
    ),
    (
        "cs.RO",
        "Sim-to-Real Transfer for Warehouse Picking",
        "We randomise lighting, friction and packaging in simulation before deployment.",
        "The deployed picker handled 1,150 items per hour with a 0.8% drop rate.",
    ),
    (
        "cs.RO",
        "Teleoperation with Haptic Gloves",
        "We compare haptic gloves with joysticks for remote assembly tasks.",
        "Haptic feedback reduced task time by 28%.",
    ),
    (
        "cs.HC",
        "How People Supervise Mobile Agents",
        "We observe 24 participants who delegate phone tasks to a mobile agent for a week.",
        "Participants intervened in 1 of 5 tasks, most often at payment screens.",
    ),
    (
        "cs.HC",
        "Accessible Voice Control for Older Adults",
        "We co-design a voice assistant with 30 adults over 70.",
        "Command errors fell by 35% with confirmation prompts read back slowly.",
    ),
    (
        "cs.HC",
        "Notifications and Focus: A Diary Study",
        "We ask 60 office workers to batch their phone notifications for two weeks.",
        "Batching saved a median of 42 minutes of interruptions per day.",
    ),
    (
        "cs.HC",
        "Designing Trustworthy Chatbots for Health Advice",
        "We test how citing sources changes trust in a health chatbot.",
        "Trust ratings rose from 3.1 to 4.2 out of 5 when answers cited sources.",
    ),
    (
        "cs.LG",
        "Scaling Laws for Tool-Using Agents",
        "We measure how the success of LLM agents grows with the size of their tool library.",
        "Success grows log-linearly with the number of verified tools up to 300 tools.",
    ),
    (
        "cs.LG",
        "Federated Learning on Phones with Tiny Memory",
        "We train a keyboard language model across phones without collecting typed text.",
        "Training fits in 180 MB of memory per phone.",
    ),
    (
        "cs.LG",
        "Graph Neural Networks for Protein Contact Prediction",
        "We model residue contacts of proteins with a graph network over sequence families.",
        "Contact precision improved by 9 points on hard targets.",
    ),
    (
        "cs.LG",
        "Reinforcement Learning from Human Edits",
        "We reward a writing model with the edits people make to its drafts.",
        "The edited-trained model won 61% of blind comparisons.",
    ),
    (
        "cs.LG",
        "Sparse Attention for Long Documents",
        "We combine local windows with learned global tokens in a transformer.",
        "The model processed one-million-token inputs 4.3 times faster.",
    ),
]
CLOSINGS = [
    "Code and data are released.",
    "We discuss limitations and future work.",
    "All experiments are reproducible with the released scripts.",
]
DAYS = 41


def seed_papers(rng: random.Random) -> list[Paper]:
    """Every paper, newest first; times are distinct and before the phone's clock."""
    hours = rng.sample(range(1, DAYS * 24), len(CATALOG))
    dated = sorted(
        zip((START_CLOCK - h * 3600.0 for h in hours), CATALOG, strict=True), key=lambda p: p[0]
    )
    papers: list[Paper] = []
    serial: dict[str, int] = {}
    for submitted, (category, title, method, finding) in dated:
        month = time.strftime("%y%m", time.gmtime(submitted))
        serial[month] = serial.get(month, rng.randint(1000, 3000)) + rng.randint(40, 900)
        authors = [p.name for p in corpus.people(rng, rng.randint(2, 4))]
        papers.append(
            Paper(
                id=f"{month}.{serial[month]:05d}",
                title=title,
                authors=authors,
                category=category,
                abstract=f"{method} {finding} {rng.choice(CLOSINGS)}",
                findings=[finding],
                submitted=submitted,
            )
        )
    return papers[::-1]
