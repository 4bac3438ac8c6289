"""The window around the pages: libadwaita's header bar with the page
switcher and the main menu, GNOME's keys to close and quit."""

from conftest import wait_for, walk


def test_ctrl_q_quits(demo):
    demo.key("ctrl+q")
    wait_for(lambda: demo.process.poll() is not None, what="the app to quit")
    assert demo.process.returncode == 0


def test_ctrl_w_closes_the_window_and_so_quits(demo):
    demo.key("ctrl+w")
    wait_for(lambda: demo.process.poll() is not None, what="the app to end with its window")
    assert demo.process.returncode == 0


def test_the_main_menu_opens_the_about_window(demo):
    assert demo.find("push button", "Main menu") is not None
    demo.key("F10")   # the header bar's primary menu
    # GtkPopoverMenu opened from the keyboard starts on its first item; the
    # menu layouts come first (test_layouts.py), then About.
    wait_for(lambda: demo.find("menu item", "About Edit Menu"), what="the main menu's About item")
    for _ in range(3):
        demo.key("Down")
    demo.key("Return")
    # libadwaita's About window, a second window of the app.
    wait_for(lambda: any(w is not None and w.getRoleName() == "frame" and w.name == "About" for w in demo.app),
             what="the About window")


def test_every_page_is_in_the_switcher(demo):
    pages = [n.name for n in walk(demo.app) if n.getRoleName() == "page tab"]
    assert pages == ["Basics", "Notes", "Color Tiles", "Copy Me", "Hold to Copy"], pages
