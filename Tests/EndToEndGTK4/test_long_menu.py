"""A long menu's "More…" pages on GTK 4 (the demo with EDIT_MENU_LONG_MENU:
the Show Menu button offers a thousand more items, 56 pages): "More…"
slides to the next page and GTK's title row back to the page before, which
shows its items again; and the popover holds the items of the pages next
to the one on screen only, whatever page that is. By the keys, on both
desktops: by the pointer, GTK 4.8 on X11 now and then drops a click on the
title row that went back a moment before (docs/gtk4.md), and the pointer's
way is tested on GTK 3 (MenuPagingTests).

GTK 4.8 reports no SHOWING state: AT-SPI lists the rows of every page of
GtkPopoverMenu's stack, one panel ("GtkStackPage") each, whether on screen
or not. Which page is on screen is proven by choosing one of its items (the
log says which was performed)."""
import pytest

from conftest import run_demo, wait_for, walk

PAGES = 56
BUTTON = "Show Menu button"


@pytest.fixture
def long_demo(test_desktop):
    yield from run_demo(test_desktop, {"EDIT_MENU_LONG_MENU": "1000"})


def more(page):
    """The title of the row that leads to page `page`, and of that page's title row."""
    return f"More… ({page} of {PAGES})"


def items_of(page):
    """The items page `page` shows: the button's Copy and Custom item, then
    Item 1 on; 19 rows a page and "More…" (the title row takes one more
    from the pages after the first)."""
    entries = ["Copy", "Custom item"] + [f"Item {n}" for n in range(1, 1001)]
    start = 0 if page == 1 else 19 + (page - 2) * 18
    return entries[start:start + (19 if page == 1 else 18)]


def stack_pages(demo):
    """The menu item names of each page of the popover's stack, in order
    (a page after the first starts with its title row)."""
    return [[node.name for node in walk(page) if node.getRoleName() == "menu item"]
            for page in walk(demo.app) if page.getRoleName() == "panel" and page.name == "GtkStackPage"]


def pages_with_items(demo):
    """How many pages hold items (more than their title row and "More…")."""
    return sum(1 for names in stack_pages(demo) if any(not name.startswith("More… (") for name in names))


def wait_for_page(demo, page):
    """Waits until page `page` holds its items, after its title row (a page
    after the first) and before "More…" (a page before the last)."""
    title = [more(page)] if page > 1 else []
    expected = title + items_of(page) + ([more(page + 1)] if page < PAGES else [])
    wait_for(lambda: expected in stack_pages(demo), what=f"page {page} with its items: {stack_pages(demo)}")
    assert pages_with_items(demo) <= 3, f"on page {page}, the items of at most three pages: {stack_pages(demo)}"


def open_menu(demo):
    demo.click(demo.find("push button", "Show Menu"))
    wait_for_page(demo, 1)


def test_more_and_back_by_the_keys_show_each_page_with_its_items(long_demo):
    demo = long_demo
    open_menu(demo)
    # The first Up lands on the last row, "More…"; a page opens on its first
    # row, and its title row (the way back) comes last, after "More…".
    demo.key("Up")
    demo.key("Return")
    wait_for_page(demo, 2)
    for page in range(3, 7):
        demo.key("Up")
        demo.key("Up")
        demo.key("Return")
        wait_for_page(demo, page)
    assert pages_with_items(demo) == 2, f"page 6 and the page before it: {stack_pages(demo)}"
    # Back three times: pages 2 to 4 gave their items up on the way here.
    for page in (5, 4, 3):
        demo.key("Up")
        demo.key("Return")
        wait_for_page(demo, page)
    # Page 3 is on screen, on its first item: the next is chosen.
    demo.key("Down")
    demo.key("Return")
    demo.wait_for_log(f"{items_of(3)[1]} performed by {BUTTON}")
