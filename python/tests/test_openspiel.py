"""The games in OpenSpiel: its random-simulation test (the checks OpenSpiel runs on its own
games: sorted legal actions, chance outcomes summing to one, clones, observations of every
seat, returns within the utility range and zero-sum) on every game and a few rule options, its
MCTS bot and evaluate_bots on one game, and the adapter's parameters and observations."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import boardlore  # noqa: E402
import boardlore.openspiel as bo  # noqa: E402
from open_spiel.python.algorithms import evaluate_bots, mcts  # noqa: E402
from open_spiel.python.bots import uniform_random  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402


@pytest.mark.parametrize("name,params", [
    ("boardlore_leyla", {}),
    ("boardlore_leyla", {"single_round": True, "unfilled_holes": "in_play"}),
    ("boardlore_ceelkoqyuqkoqiji", {}),
    ("boardlore_ceelkoqyuqkoqiji", {"players": 4, "ruleset": "fourteen_holes"}),
    ("boardlore_dongjintian", {"centre": "gap"}),
    ("boardlore_piprjall", {}),
    ("boardlore_piprjall", {"match_points": 2, "skip_blocked_steps": True}),
    ("boardlore_piprjall", {"match_points": 2, "dice": "ludii"}),
])
def test_openspiels_random_simulation_test(name, params):
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_a_short_game_survives_openspiels_serialisation_too():
    game = pyspiel.load_game("boardlore_leyla", {"single_round": True})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    state = game.new_initial_state()
    for action in state.legal_actions()[:1] * 3:
        state.apply_action(state.legal_actions()[0])
    again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
    assert str(again) == str(state) and again.history() == state.history()


def test_games_types_and_parameters():
    assert set(bo.game_names()) <= set(pyspiel.registered_names())
    leyla = pyspiel.load_game("boardlore_leyla")
    assert leyla.num_players() == 2 and leyla.num_distinct_actions() == 26
    assert leyla.max_chance_outcomes() == 0 and leyla.get_type().information.name == "PERFECT_INFORMATION"
    assert leyla.get_parameters()["repayment"] == "from_surplus"
    four = pyspiel.load_game("boardlore_ceelkoqyuqkoqiji(players=4,ruleset=fourteen_holes)")
    assert four.num_players() == 4 and four.get_type().max_num_players == 4
    assert four.get_type().information.name == "IMPERFECT_INFORMATION", "the finger throw is hidden"
    assert four.new_initial_state().game.rules == {"players": 4, "ruleset": "fourteen_holes"}
    assert four.num_distinct_actions() > pyspiel.load_game("boardlore_ceelkoqyuqkoqiji").num_distinct_actions()
    dice = pyspiel.load_game("boardlore_piprjall")
    assert dice.get_type().chance_mode.name == "EXPLICIT_STOCHASTIC" and dice.max_chance_outcomes() == 21
    state = dice.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert {state.action_to_string(pyspiel.PlayerId.CHANCE, a) for a, _ in outcomes} == set(
        state.game.chance_names())


def test_actions_and_observations_through_openspiel():
    game = pyspiel.load_game("boardlore_dongjintian")
    state = game.new_initial_state()
    names = state.game.action_names()
    assert [state.action_to_string(0, a) for a in state.legal_actions()] == sorted(
        state.game.legal_actions(), key=names.index)
    state.apply_action(state.legal_actions()[0])
    assert state.history_str() == "0" and state.game.history() == [names[0]]
    assert game.observation_tensor_shape() == [12 * 20 + 26]
    observation = make_observation(game)
    assert observation.dict["board"].shape == (12, 20) and observation.dict["game"].shape == (26,)
    for seat in range(4):
        observation.set_from(state, seat)
        assert np.array_equal(observation.tensor, state.game.observation_tensor(seat))
        assert np.array_equal(np.array(state.observation_tensor(seat)), observation.tensor)
    assert state.information_state_string(1) == state.history_str()
    with pytest.raises(Exception, match="refused"):
        state.apply_action(names.index("a1"))  # the hole just sown from is empty or not its turn


def test_openspiels_mcts_bot_beats_random_play_with_evaluate_bots():
    game = pyspiel.load_game("boardlore_leyla", {"single_round": True})
    rng = np.random.RandomState(7)
    searcher = mcts.MCTSBot(game, 1.4, 40, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    random_bot = uniform_random.UniformRandomBot(1, rng)
    wins = 0
    for _ in range(4):
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(), [searcher, random_bot], rng)
        assert len(returns) == 2 and sum(returns) == pytest.approx(0)
        wins += returns[0] > 0
    assert wins >= 3, f"OpenSpiel's MCTS (40 simulations) won {wins} of 4 against random play"


def test_engine_rollouts_and_boardlores_computer_as_openspiel_bots():
    game = pyspiel.load_game("boardlore_piprjall", {"match_points": 2})
    rng = np.random.RandomState(3)
    searcher = mcts.MCTSBot(game, 1.4, 10, bo.RolloutEvaluator(2, seed=1), random_state=rng)
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), [searcher, bo.BoardloreBot("easy", 1)], rng)
    assert sorted(returns) == [-1.0, 1.0]
