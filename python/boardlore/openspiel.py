"""The four games as OpenSpiel games: importing this module registers ``boardlore_leyla``,
``boardlore_ceelkoqyuqkoqiji``, ``boardlore_dongjintian`` and ``boardlore_piprjall`` with
``pyspiel`` through its Python-game interface, each rule option a game parameter, so that
OpenSpiel's own tools (``pyspiel.random_sim_test``, its MCTS bot, ``evaluate_bots``) play them.

>>> import pyspiel, boardlore.openspiel
>>> game = pyspiel.load_game("boardlore_leyla", {"single_round": True})

Action ids index a fixed list of every action the game's seats can play (``Game.action_names``
of the boardlore game); chance outcome ids (Piprjall's 21 throws) index ``Game.chance_names``.
Each state holds a ``boardlore.Game`` (``state.game``) played by the Rust engine; the
observation tensor is ``Game.observation_tensor`` (its two parts, ``board`` and ``game``, as
the observer's ``dict``).
"""

import json

import numpy as np
import pyspiel
from open_spiel.python.observation import IIGObserverForPublicInfoGame

import boardlore

PREFIX = "boardlore_"

#: An upper bound on decisions in one game, which OpenSpiel's API asks for. The rules cap no
#: game's length; the longest of 300 random games of each rule option was 4,283 actions (Leyla
#: with unfilled holes in play); see docs/research.md.
MAX_GAME_LENGTH = 100_000

# The finger throw of Ceelkoqyuqkoqiji is made by both players at once (one device: "North
# looks away"); played in turn, South's finger is hidden from North until North throws.
_HIDDEN_CHOICES = {"ceelkoqyuqkoqiji"}


def _game_type(game_id):
    """The OpenSpiel game type of boardlore game ``game_id``: its rule options as parameters."""
    info = boardlore.game_info(game_id)
    probe = boardlore.new_game(game_id)
    seats = set()
    for option in info["options"]:
        for choice in option["choices"]:
            seats.add(boardlore.new_game(game_id, {option["name"]: choice}).num_players())
    seats.add(probe.num_players())
    chance = bool(probe.chance_names())
    perfect = game_id not in _HIDDEN_CHOICES
    return pyspiel.GameType(
        short_name=PREFIX + game_id,
        long_name=f"boardlore {info['name']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
                     if chance else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.PERFECT_INFORMATION
                     if perfect else pyspiel.GameType.Information.IMPERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(seats),
        min_num_players=min(seats),
        provides_information_state_string=perfect,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={o["name"]: _parameter(o["default"]) for o in info["options"]},
    )


def _parameter(value):
    """A rule option's value as an OpenSpiel parameter (bool, int, float or str); other JSON
    values travel as their JSON text."""
    if isinstance(value, (bool, int, float, str)):
        return value
    return json.dumps(value)


class _Names:
    """A game's action and chance outcome names and their ids: shared by every state (a copy of
    a state keeps the same object)."""

    def __init__(self, probe):
        self.actions = probe.action_names()
        self.chance = probe.chance_names()
        self.action_ids = {name: i for i, name in enumerate(self.actions)}
        self.chance_ids = {name: i for i, name in enumerate(self.chance)}

    def __deepcopy__(self, memo):
        return self

    def action_id(self, name):
        try:
            return self.action_ids[name]
        except KeyError:
            raise ValueError(f"action '{name}' is missing from boardlore's OpenSpiel action list") from None

    def chance_id(self, name):
        try:
            return self.chance_ids[name]
        except KeyError:
            raise ValueError(f"chance outcome '{name}' is missing from boardlore's OpenSpiel list") from None


class BoardloreGame(pyspiel.Game):
    """One boardlore game with its rule options (OpenSpiel parameters)."""

    game_id = None  # set by each registered subclass

    def __init__(self, params=None):
        info = boardlore.game_info(self.game_id)
        params = dict(params or {})
        defaults = {o["name"]: o["default"] for o in info["options"]}
        rules = {}
        for name, default in defaults.items():
            if name in params and _parameter(default) != params[name]:
                value = params[name]
                rules[name] = value if isinstance(default, (bool, int, float, str)) else json.loads(value)
        self.rules = rules
        probe = boardlore.new_game(self.game_id, rules)
        self.names = _Names(probe)
        shape = probe.observation_shape()
        self.board_shape = tuple(shape["board"])
        self.game_length = shape["game"][0]
        game_type = _GAME_TYPES[self.game_id]
        game_info = pyspiel.GameInfo(
            num_distinct_actions=len(self.names.actions),
            max_chance_outcomes=len(self.names.chance),
            num_players=probe.num_players(),
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type, game_info, params)

    def new_initial_state(self):
        return BoardloreState(self, boardlore.new_game(self.game_id, self.rules))

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observation tensor and string (``iig_obs_type`` None, or without perfect recall);
        with perfect recall, the history (games without hidden information only)."""
        if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
            return BoardloreObserver(self, params)
        if self.game_id in _HIDDEN_CHOICES:
            raise ValueError(f"{self.game_id} provides no information state (a finger throw is hidden)")
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class BoardloreState(pyspiel.State):
    """A position: a ``boardlore.Game`` (``self.game``) and the game's action names."""

    def __init__(self, game, played):
        super().__init__(game)
        self.game = played
        self.names = game.names

    def current_player(self):
        player = self.game.current_player()
        if player == -4:
            return pyspiel.PlayerId.TERMINAL
        if player == -1:
            return pyspiel.PlayerId.CHANCE
        return player

    def _legal_actions(self, player):
        return sorted(self.names.action_id(a) for a in self.game.legal_actions())

    def chance_outcomes(self):
        return sorted((self.names.chance_id(a), p) for a, p in self.game.chance_outcomes())

    def _apply_action(self, action):
        names = self.names.chance if self.game.is_chance_node() else self.names.actions
        self.game.apply(names[action])

    def _action_to_string(self, player, action):
        names = self.names.chance if player == pyspiel.PlayerId.CHANCE else self.names.actions
        return names[action]

    def is_terminal(self):
        return self.game.is_terminal()

    def returns(self):
        return self.game.returns()

    def __str__(self):
        return str(self.game)


class BoardloreObserver:
    """The observation tensor (``Game.observation_tensor``) with its ``board`` and ``game``
    parts, and the position as text."""

    def __init__(self, game, params):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        planes, sites = game.board_shape
        self.tensor = np.zeros(planes * sites + game.game_length, np.float32)
        self.dict = {
            "board": self.tensor[:planes * sites].reshape(planes, sites),
            "game": self.tensor[planes * sites:],
        }

    def set_from(self, state, player):
        self.tensor[:] = state.game.observation_tensor(player)

    def string_from(self, state, player):
        return str(state.game)


class RolloutEvaluator:
    """An evaluator for OpenSpiel's ``MCTSBot`` whose random playouts run in the Rust engine
    (``Game.rollout_returns``) instead of through Python: the same estimate as OpenSpiel's
    ``RandomRolloutEvaluator``, many times faster on these long games."""

    def __init__(self, n_rollouts=1, seed=0):
        self.n_rollouts = n_rollouts
        self._seed = seed

    def evaluate(self, state):
        self._seed += 1
        return np.array(state.game.rollout_returns(self.n_rollouts, self._seed))

    def prior(self, state):
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(legal)) for action in legal]


class BoardloreBot(pyspiel.Bot):
    """boardlore's own computer player (the app's search) at a level, as an OpenSpiel bot."""

    def __init__(self, level="hard", seed=0):
        pyspiel.Bot.__init__(self)
        self.level = level
        self._seed = seed

    def step(self, state):
        self._seed += 1
        chosen = state.game.decide(self.level, self._seed)
        return state.names.action_id(chosen)

    def restart_at(self, state):
        pass


def register():
    """Registers every game (done on import; registering again is harmless)."""
    registered = set(pyspiel.registered_names())
    for game_id in boardlore.games():
        if PREFIX + game_id in registered:
            continue
        _GAME_TYPES[game_id] = _game_type(game_id)
        cls = type(f"Boardlore_{game_id}", (BoardloreGame,), {"game_id": game_id})
        pyspiel.register_game(_GAME_TYPES[game_id], cls)


def game_names():
    """The OpenSpiel names of the games."""
    return [PREFIX + game_id for game_id in boardlore.games()]


_GAME_TYPES = {}
register()

__all__ = ["BoardloreBot", "RolloutEvaluator", "game_names", "register", "MAX_GAME_LENGTH", "PREFIX"]
