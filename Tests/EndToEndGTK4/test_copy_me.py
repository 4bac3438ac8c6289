"""The Copy Me page: a long press anywhere on a card that is not text shows
a menu with Copy, and Copy puts the card's words on the system clipboard."""

from conftest import wait_for

CARD = "Copy me!"


def test_a_long_press_on_the_card_copies_it(demo, clipboard):
    demo.open_page("Copy Me")
    card = wait_for(lambda: demo.find("label", CARD), what="the card")
    demo.long_press(card)
    assert demo.wait_for_menu() == ["Copy"]
    demo.choose("Copy")
    clipboard.wait_for(CARD, what="CLIPBOARD")
    demo.wait_for_log(f"Copy performed by {CARD}")

