"""The presets in levels/ are read once (issue 33): 1,000 presets took 79 s to start, since each
preset loaded surveyed the whole folder again. Counted in files read, not timed."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import resources
from game.store import rules_files
from game.store.rules_files import load_preset, preset_names, preset_problems

PRESETS = 40


@pytest.fixture
def levels(tmp_path: Path) -> Path:
    folder = tmp_path / "levels"
    folder.mkdir()
    classic = (resources.LEVELS / "classic.toml").read_text()
    for i in range(PRESETS):  # each its own text, so no cache by content is shared
        (folder / f"p{i:02d}.toml").write_text(f"# preset {i}\n{classic}")
    return folder


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the files rules_files reads, in order (the real reads go on)."""
    done: list[str] = []
    real = rules_files.read_file

    def counted(path: "str | Path", max_bytes: int) -> bytes:
        done.append(Path(path).name)
        return real(path, max_bytes)

    monkeypatch.setattr(rules_files, "read_file", counted)
    return done


def test_the_start_reads_each_preset_twice_at_most(levels: Path, reads: list[str]) -> None:
    assert preset_problems(levels) == []
    for name in preset_names(levels):  # what the setup's list of presets then loads
        load_preset(name, levels=levels)
    assert len(reads) == 3 * PRESETS  # the survey, the check, the load (was 40 x 40 more)
    assert len(set(reads)) == PRESETS


def test_a_changed_added_or_removed_file_is_read_again(levels: Path, reads: list[str]) -> None:
    assert len(preset_names(levels)) == PRESETS
    reads.clear()
    (levels / "p07.toml").write_text("[rules]\nset = 9\n")  # no longer a preset
    (levels / "p08.toml").unlink()
    (levels / "mine.toml").write_text((levels / "p09.toml").read_text())
    names = preset_names(levels)
    assert "p07" not in names and "p08" not in names and "mine" in names
    assert len(names) == PRESETS - 1


def test_a_broken_file_mended_is_a_preset_again(levels: Path) -> None:
    good = (levels / "p03.toml").read_text()
    (levels / "p03.toml").write_text("[preset\n")
    assert any("p03.toml" in problem for problem in preset_problems(levels))
    (levels / "p03.toml").write_text(good)
    assert preset_problems(levels) == [] and "p03" in preset_names(levels)


def test_copies_are_given_out(levels: Path) -> None:
    preset_names(levels).clear()
    assert len(preset_names(levels)) == PRESETS
    shutil.rmtree(levels)
    assert preset_names(levels) == []
