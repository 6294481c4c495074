"""The team memory pool: typed commits, fetch of declared needs only, persistence."""

from __future__ import annotations

import pytest

from memory.pool import Key, PoolError, TeamMemoryPool
from planners.plan import PlanNode

LAPTOP = Key(name="laptop", type="text")
PRICE = Key(name="price", type="number")
SECRET = Key(name="card_number", type="text")


def producer(*keys: Key) -> PlanNode:
    return PlanNode(id="n1", expert="Shop expert", subtask="find", produces=list(keys))


def test_fetch_returns_only_the_declared_needs(tmp_path):
    pool = TeamMemoryPool(tmp_path / "pool.json")
    pool.commit(
        producer(LAPTOP, PRICE, SECRET),
        {"laptop": "Aero 14 Slim", "price": "$1,249.00", "card_number": "4111 1111"},
        ["the Aero 14 Slim is the newest laptop", "paid with the card 4111 1111"],
    )
    fetched = pool.fetch([LAPTOP, PRICE], "send the laptop and its price to Ann")
    assert fetched.values == {"laptop": "Aero 14 Slim", "price": 1249.0}
    assert "card_number" not in fetched.values
    assert not any("4111" in note for note in fetched.memory())
    assert "laptop: Aero 14 Slim" in fetched.memory()


def test_a_commit_must_match_what_the_node_declared(tmp_path):
    pool = TeamMemoryPool(tmp_path / "pool.json")
    with pytest.raises(PoolError, match="adds undeclared"):
        pool.commit(producer(LAPTOP), {"laptop": "x", "price": "3"}, [])
    with pytest.raises(PoolError, match="lacks"):
        pool.commit(producer(LAPTOP, PRICE), {"laptop": "x"}, [])
    with pytest.raises(PoolError, match="must be a number"):
        pool.commit(producer(PRICE), {"price": "cheap"}, [])
    assert not pool.commits


def test_commits_persist_and_a_missing_need_is_an_error(tmp_path):
    TeamMemoryPool(tmp_path / "pool.json").commit(producer(LAPTOP), {"laptop": "Aero"}, [])
    again = TeamMemoryPool(tmp_path / "pool.json")
    assert again.committed("n1")
    assert again.fetch([LAPTOP], "").values == {"laptop": "Aero"}
    with pytest.raises(PoolError, match="nothing in the team memory pool"):
        again.fetch([PRICE], "")


def test_a_corrupt_pool_file_is_a_clear_error(tmp_path):
    (tmp_path / "pool.json").write_text("{not json")
    with pytest.raises(PoolError, match="unreadable"):
        TeamMemoryPool(tmp_path / "pool.json")


def test_a_node_that_found_nothing_commits_nothing(tmp_path):
    pool = TeamMemoryPool(tmp_path / "pool.json")
    items = Key(name="open_items", type="list")
    for nothing in ([], ["", " "], ""):
        with pytest.raises(PoolError, match="holds no items"):
            pool.commit(producer(items), {"open_items": nothing}, [])
    assert pool.commit(producer(items), {"open_items": "zap; quorn"}, []).values == {
        "open_items": ["zap", "quorn"]
    }
    assert list(pool.commits) == ["n1"]


def test_a_number_written_as_a_percent_keeps_its_sign(tmp_path):
    pool = TeamMemoryPool(tmp_path / "pool.json")
    share = Key(name="off", type="number")
    pool.commit(producer(share, PRICE), {"off": "Take 30% off zaps", "price": "12 quorns"}, [])
    assert pool.fetch([share, PRICE], "").values == {"off": "30%", "price": 12.0}
