"""The Python module plays the games as the CLI does: seeded random games to the end, refusals
as ValueError, and the same records as `boardlore random` where chance is drawn alike."""

import json
import random

import pytest

import boardlore


def play_out(game, seed):
    """Random legal actions to the end; returns the number of actions."""
    rng = random.Random(seed)
    actions = 0
    while not game.is_terminal():
        if game.is_chance_node():
            assert game.legal_actions() == []
            assert game.apply_chance(rng.randrange(2**53)) is not None
        else:
            legal = game.legal_actions()
            assert legal, "a seat to act has an action"
            game.apply(rng.choice(legal))
        actions += 1
        assert actions < 200_000
    return actions


def test_every_game_plays_to_the_end_with_returns():
    assert boardlore.games() == ["leyla", "ceelkoqyuqkoqiji", "dongjintian", "piprjall"]
    for game_id in boardlore.games():
        for seed in range(3):
            game = boardlore.new_game(game_id)
            assert game.current_player() in range(game.num_players()) or game.is_chance_node()
            assert play_out(game, seed) > 0
            assert game.current_player() == -4
            assert game.legal_actions() == []
            returns = game.returns()
            assert len(returns) == game.num_players()
            assert any(r != 0 for r in returns) or all(r == 0 for r in returns)


def test_leyla_starts_with_south_sowing_a_hole_of_its_row():
    game = boardlore.new_game("leyla", json.dumps({"single_round": True}))
    assert game.num_players() == 2
    assert game.current_player() == 0
    assert game.returns() == [0.0, 0.0]
    legal = game.legal_actions()
    assert legal and all(action.startswith("a") for action in legal)
    copy = game.clone()
    game.apply(legal[0])
    assert copy.legal_actions() == legal, "a clone is unaffected"
    assert game.current_player() == 1


def test_refusals_are_value_errors_and_leave_the_game_as_it_was():
    game = boardlore.new_game("leyla")
    before = game.legal_actions()
    with pytest.raises(ValueError, match="not a hole"):
        game.apply("b9")
    assert game.legal_actions() == before
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        boardlore.new_game("chess")
    with pytest.raises(ValueError, match="not JSON"):
        boardlore.new_game("leyla", "{")
    with pytest.raises(ValueError, match="players must be 2 or 4"):
        boardlore.new_game("ceelkoqyuqkoqiji", json.dumps({"players": 3}))
    with pytest.raises(ValueError, match="engine must be"):
        boardlore.new_game("leyla", engine="slow")


def test_the_reference_engine_offers_the_same_actions_where_a_game_has_one():
    fast = boardlore.new_game("dongjintian")
    reference = boardlore.new_game("dongjintian", engine="reference")
    rng = random.Random(5)
    while not fast.is_terminal():
        assert fast.legal_actions() == reference.legal_actions()
        if fast.is_chance_node():
            seed = rng.randrange(2**53)
            assert fast.apply_chance(seed) == reference.apply_chance(seed)
        else:
            action = rng.choice(fast.legal_actions())
            fast.apply(action)
            reference.apply(action)
    assert reference.is_terminal() and fast.returns() == reference.returns()
