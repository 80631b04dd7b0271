"""boardlore: four documented traditional board games (Leyla, Ceelkoqyuqkoqiji, Dongjintian,
Piprjall), played by the same Rust engine as the app and the command line.

>>> import boardlore
>>> game = boardlore.new_game("leyla", {"single_round": True}, seed=7)
>>> game.legal_actions()[:2]
['a1', 'a2']

`boardlore.openspiel` registers every game with OpenSpiel (``pyspiel``).
"""

import json as _json

from ._boardlore import (  # noqa: F401  (the package's interface)
    Game,
    __version__,
    game_info,
    games,
    new_game,
    random_game,
    replay,
)
from ._boardlore import study_rows as _study_rows

__all__ = [
    "Game",
    "game_info",
    "games",
    "new_game",
    "random_game",
    "replay",
    "study",
    "__version__",
]


def study(game, settings=None, games=100, seed=1, shard=None, check=False, threads=None,
          engine="fast", summary=False):
    """Plays a study as ``boardlore study`` does and returns its rows.

    ``settings`` is a list of settings, each a dict or JSON text as ``--setting`` takes them
    (``{"rules": {...}, "seats": ["hard", "random"]}``; None: one setting, the usual rules with
    random play in every seat). Game ``k`` of setting ``j`` is played from a seed mixed from
    ``seed``, ``j`` and ``k`` alone, so the rows are those of the command line with the same
    arguments (its ``--jsonl`` lines), in the same order, however many threads play them.
    ``shard`` is ``"i/n"`` as ``--shard`` takes it.

    The rows are a pandas DataFrame if pandas can be imported, else a list of dicts, one per
    game, with the columns of ``boardlore study --csv``. With ``summary=True``, returns the rows
    and the summary the command line prints.
    """
    texts = [s if isinstance(s, str) else _json.dumps(s) for s in (settings or [])]
    lines, text = _study_rows(game, texts, games, seed, shard, check, threads, engine)
    rows = [_json.loads(line) for line in lines]
    try:
        import pandas
    except ImportError:
        pass
    else:
        rows = pandas.DataFrame(rows, columns=list(rows[0]) if rows else None)
    return (rows, text) if summary else rows
