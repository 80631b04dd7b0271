"""The Python module plays the games as the command line does: the same records from the same
seeds, the same refusals, the same study rows; chance outcomes, observations and the fixed
action lists checked on every game and rule option."""

import copy
import json
import pickle
import random

import numpy as np
import pytest

import boardlore

GAMES = ["leyla", "ceelkoqyuqkoqiji", "dongjintian", "piprjall"]


def every_rule_option(game_id):
    """The defaults, then each other value of each rule option alone."""
    yield {}
    for option in boardlore.game_info(game_id)["options"]:
        for choice in option["choices"]:
            if choice != option["default"]:
                yield {option["name"]: choice}


def play_out(game, seed, each=None):
    """Random legal actions (chance drawn by the game's generator) to the end; returns the
    number of actions."""
    rng = random.Random(seed)
    actions = 0
    while not game.is_terminal():
        if each:
            each(game)
        if game.is_chance_node():
            assert game.legal_actions() == []
            assert game.apply_chance() is not None
        else:
            legal = game.legal_actions()
            assert legal, "a seat to act has an action"
            game.apply(rng.choice(legal))
        actions += 1
        assert actions < 100_000
    return actions


def test_the_catalogue_and_its_rule_options():
    assert boardlore.games() == GAMES
    leyla = boardlore.game_info("leyla")
    single = next(o for o in leyla["options"] if o["name"] == "single_round")
    assert single["default"] is False and single["choices"] == [False, True]
    assert boardlore.game_info("ceelkoqyuqkoqiji")["large_stones"] == ["mu", "gong"]
    for game_id in GAMES:
        for rules in every_rule_option(game_id):
            game = boardlore.new_game(game_id, rules)
            assert game.rules == rules and game.id == game_id
            assert game.legal_actions() or game.is_chance_node()
    assert boardlore.new_game("ceelkoqyuqkoqiji", {"players": 4}).num_players() == 4
    assert boardlore.new_game("leyla", json.dumps({"single_round": True})).rules == {"single_round": True}


def test_every_game_and_rule_option_plays_to_the_end_within_its_action_list():
    for game_id in GAMES:
        for rules in every_rule_option(game_id):
            game = boardlore.new_game(game_id, rules, seed=11)
            names, chance = set(game.action_names()), set(game.chance_names())
            assert len(names) == len(game.action_names()), "no action twice"

            def within(position):
                for action in position.legal_actions():
                    assert action in names, f"{game_id} {rules}: {action} has no id"
                for outcome, _ in position.chance_outcomes():
                    assert outcome in chance, f"{game_id} {rules}: {outcome} has no id"

            assert play_out(game, 3, within) > 0
            assert game.current_player() == -4 and game.legal_actions() == []
            returns = game.returns()
            assert len(returns) == game.num_players()
            assert abs(sum(returns)) < 1e-9 and all(-1 <= r <= 1 for r in returns)


def test_a_seeded_game_is_the_command_lines_record(cli):
    for game_id, rules in [("leyla", {}), ("ceelkoqyuqkoqiji", {"players": 4}), ("dongjintian", {}),
                           ("piprjall", {"match_points": 2})]:
        for seed in (1, 2024):
            args = ["random", "--game", game_id, "--seed", str(seed)]
            if rules:
                args += ["--rules", json.dumps(rules)]
            expected = cli(*args)
            game = boardlore.random_game(game_id, rules, seed=seed)
            assert game.record() + "\n" == expected
            # The same, one action at a time from a seeded game.
            stepped = boardlore.new_game(game_id, rules, seed=seed)
            while stepped.play_random() is not None:
                pass
            assert stepped.record() == game.record()
            # Records in: the game the record ends at.
            replayed = boardlore.replay(expected)
            assert replayed.is_terminal() and replayed.returns() == game.returns()
            assert replayed.history() == game.history() and replayed.record() == game.record()


def test_refusals_raise_with_the_engines_reason_and_leave_the_game_as_it_was():
    game = boardlore.new_game("leyla")
    before = (game.legal_actions(), game.record())
    with pytest.raises(ValueError, match="action 'b9' refused: .*not a hole"):
        game.apply("b9")
    with pytest.raises(ValueError, match="action 'b1' refused"):
        game.apply("b1")  # North's hole, South to move
    with pytest.raises(ValueError, match="refused"):
        game.apply_unchecked("zz")  # unchecked still reads the notation
    assert (game.legal_actions(), game.record()) == before
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        boardlore.new_game("chess")
    with pytest.raises(ValueError, match="not JSON"):
        boardlore.new_game("leyla", "{")
    with pytest.raises(ValueError, match="players must be 2 or 4"):
        boardlore.new_game("ceelkoqyuqkoqiji", {"players": 3})
    with pytest.raises(ValueError, match="engine must be"):
        boardlore.new_game("leyla", engine="slow")
    with pytest.raises(ValueError, match="action 1: action 'b9' refused"):
        boardlore.replay(json.dumps({"format": "boardlore-record", "version": 3, "game": "leyla",
                                     "actions": ["b9"]}))


def test_unchecked_play_is_checked_play_for_legal_actions():
    checked = boardlore.new_game("piprjall", {"match_points": 2}, seed=5)
    unchecked = boardlore.new_game("piprjall", {"match_points": 2}, seed=5)
    rng = random.Random(5)
    for _ in range(300):
        if checked.is_terminal():
            break
        if checked.is_chance_node():
            outcome = checked.apply_chance()
            unchecked.apply_unchecked(outcome)
        else:
            action = rng.choice(checked.legal_actions())
            checked.apply(action)
            unchecked.apply_unchecked(action)
        assert str(unchecked) == str(checked)
    assert unchecked.record() == checked.record()


def test_chance_outcomes_and_their_probabilities():
    dice = boardlore.new_game("piprjall")
    assert dice.current_player() == -1 and dice.is_chance_node()
    outcomes = dict(dice.chance_outcomes())
    assert len(outcomes) == 21 and sorted(outcomes) == sorted(dice.chance_names())
    assert outcomes["roll:6-6"] == pytest.approx(1 / 36) and outcomes["roll:6-5"] == pytest.approx(2 / 36)
    assert sum(outcomes.values()) == pytest.approx(1.0)
    assert dice.apply_chance(seed=9) in outcomes and not dice.is_chance_node()
    assert dice.chance_outcomes() == []
    for game_id in ("leyla", "ceelkoqyuqkoqiji", "dongjintian"):
        game = boardlore.new_game(game_id)
        assert game.chance_outcomes() == [] and game.chance_names() == [] and game.apply_chance() is None


def test_observations_shapes_and_values():
    # (seats, sites, large stones) of each game: planes = seats + large + 8, game = 4 seats + 10.
    expected = {"leyla": (2, 12, 0), "ceelkoqyuqkoqiji": (2, 12, 2), "dongjintian": (4, 20, 0),
                "piprjall": (2, 28, 0)}
    for game_id, (seats, sites, large) in expected.items():
        game = boardlore.new_game(game_id)
        shape = game.observation_shape()
        assert shape == {"board": (seats + large + 8, sites), "game": (4 * seats + 10,)}
        for seat in range(seats):
            flat = game.observation_tensor(seat)
            parts = game.observation(seat)
            assert flat.dtype == np.float32 and flat.shape == ((seats + large + 8) * sites + 4 * seats + 10,)
            assert parts["board"].shape == shape["board"] and parts["game"].shape == shape["game"]
            assert np.array_equal(np.concatenate([parts["board"].ravel(), parts["game"]]), flat)
        with pytest.raises(ValueError, match="seat 9"):
            game.observation_tensor(9)
    four = boardlore.new_game("ceelkoqyuqkoqiji", {"players": 4, "ruleset": "fourteen_holes"})
    assert four.observation_shape()["board"][0] == 4 + 2 + 8
    # Leyla's opening: four counters a hole, each row its seat's, seen from either seat.
    leyla = boardlore.new_game("leyla")
    south, north = leyla.observation(0), leyla.observation(1)
    assert list(south["board"][0]) == [4] * 12
    assert list(south["board"][1]) == [1] * 6 + [0] * 6, "plane 1: the observer's own holes"
    assert list(north["board"][1]) == [0] * 6 + [1] * 6
    assert list(south["game"][2:4]) == [1, 0] and list(north["game"][2:4]) == [0, 1], "who acts, from each"
    # Ceelkoqyuqkoqiji: mu and gong in their stores A and B.
    ceelko = boardlore.new_game("ceelkoqyuqkoqiji").observation(0)["board"]
    ids = boardlore.new_game("ceelkoqyuqkoqiji").site_ids()
    assert ceelko[2 + 6, ids.index("A")] == 1 and ceelko[2 + 7, ids.index("B")] == 1
    assert ceelko[2 + 6].sum() == 1 and ceelko[2 + 7].sum() == 1
    # Piprjall: chance to act, then the two (or four) dice thrown by face.
    dice = boardlore.new_game("piprjall")
    assert dice.observation(0)["game"][2 + 2] == 1, "chance acts"
    dice.apply("roll:6-3")
    faces = dice.observation(0)["game"][2 * 2 + 3:2 * 2 + 9]
    assert list(faces) == [0, 0, 1, 0, 0, 1]


def test_copies_and_pickles_are_independent_games():
    game = boardlore.new_game("dongjintian", seed=4)
    for _ in range(30):
        game.play_random()
    for copied in (game.clone(), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert copied.record() == game.record() and str(copied) == str(game)
        assert copied.play_random() == game.clone().play_random(), "the generator is copied too"
        assert len(copied.history()) == len(game.history()) + 1


def test_the_study_gives_the_command_lines_rows(cli):
    settings = [{}, {"rules": {"single_round": True}, "seats": ["easy", "random"]}]
    expected = [json.loads(line) for line in cli(
        "study", "--game", "leyla", "--games", "6", "--seed", "3", "--quiet",
        *sum((["--setting", json.dumps(s)] for s in settings), []),
    ).splitlines()]
    rows, summary = boardlore.study("leyla", settings, games=6, seed=3, summary=True)
    records = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    assert records == expected and len(records) == 12
    assert records[7]["seats"] == ["easy", "random"] and records[7]["rules"] == {"single_round": True}
    assert "setting 1" in summary and "first-seat advantage" in summary
    # Ludii's branching factor: each game's legal actions over its moves, averaged over games.
    ludii = {line.split()[1]: line for line in summary.splitlines() if line.startswith("Ludii ")}
    for setting in (0, 1):
        games = [r for r in records if r["setting"] == setting]
        mean = sum(r["legal_actions"] / r["moves"] for r in games) / len(games)
        assert mean > 1 and f"{mean:.2f} (" in ludii["BranchingFactorAverage"], ludii
    assert ludii["Timeouts"].count("0 (no limit in this setting)") == 2, ludii
    shard = boardlore.study("leyla", settings, games=6, seed=3, shard="2/3")
    shard = shard.to_dict("records") if hasattr(shard, "to_dict") else shard
    assert shard == [row for row in expected if row["game"] % 3 == 1]
    try:
        import pandas
    except ImportError:
        assert isinstance(rows, list) and isinstance(rows[0], dict)
    else:
        assert isinstance(rows, pandas.DataFrame) and list(rows.columns)[:3] == ["game_id", "setting", "rules"]
    with pytest.raises(ValueError, match="setting"):
        boardlore.study("leyla", ['{"seats": ["grandmaster"]}'], games=1)


def test_the_reference_engine_offers_the_same_actions_where_a_game_has_one():
    fast = boardlore.new_game("dongjintian", seed=5)
    reference = boardlore.new_game("dongjintian", seed=5, engine="reference")
    assert reference.engine == "reference"
    rng = random.Random(5)
    while not fast.is_terminal():
        assert fast.legal_actions() == reference.legal_actions()
        action = rng.choice(fast.legal_actions())
        fast.apply(action)
        reference.apply(action)
    assert reference.is_terminal() and fast.returns() == reference.returns()


def test_boardlores_computer_and_engine_rollouts():
    game = boardlore.new_game("leyla", {"single_round": True})
    chosen = game.decide("easy", 1)
    assert chosen in game.legal_actions() and chosen == game.decide("easy", 1)
    with pytest.raises(ValueError, match="grandmaster"):
        game.decide("grandmaster")
    estimate = game.rollout_returns(20, 1)
    assert len(estimate) == 2 and abs(sum(estimate)) < 1e-9 and estimate == game.rollout_returns(20, 1)
    assert game.history() == [], "rollouts play on copies"
