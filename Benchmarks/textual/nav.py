"""The nav cycles of Benchmarks/nav.replay in Textual, for `make bench`'s side-by-side line:
a Ledger-like table of 1,000 invoices (a DataTable, which draws only the rows it shows)
under a header and a footer; Enter pushes an invoice
detail (facts, three buttons with focus on Receipts, a note field), Enter on Receipts pushes
a short receipts list, Escape pops. Driven headless at 80x24 through Textual's own test
pilot without its sleeps: each key is posted to the app and awaited until the screen and its
widgets have processed every message it caused (the pilot's own `press` also waits for the
process to look idle, which costs wall-clock sleeps). Prints keys per second of wall-clock time and of CPU time.
Run from its own virtual environment: python3 -m venv .build/textual-venv &&
.build/textual-venv/bin/pip install textual."""
import argparse, asyncio, time

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Header, Input, Label, ListItem, ListView

CUSTOMERS = ["Vandelay Imports", "Oceanic", "Hooli", "Aperture", "Wayne Enterprises", "Gringotts",
             "Stark Industries", "Wonka Industries", "Umbrella", "Cyberdyne", "Initech", "Tyrell",
             "Globex", "Soylent", "Acme Corp"]


def invoice(n):
    cents = (8919 + (n - 1) * 7919) % 100000
    return f"Invoice #{n:05d}", CUSTOMERS[(n - 1) % len(CUSTOMERS)], f"${cents // 100}.{cents % 100:02d}"


class Receipts(Screen):
    BINDINGS = [Binding("escape", "app.pop_screen", "back")]

    def __init__(self, number):
        super().__init__()
        self.number = number

    def compose(self) -> ComposeResult:
        yield Header()
        yield ListView(*[ListItem(Label(f"Receipt {i} for {invoice(self.number)[0]}")) for i in range(1, 4)])
        yield Footer()


class Detail(Screen):
    BINDINGS = [Binding("escape", "app.pop_screen", "back")]

    def __init__(self, number):
        super().__init__()
        self.number = number

    def compose(self) -> ComposeResult:
        title, customer, amount = invoice(self.number)
        yield Header()
        with Vertical():
            yield Label(title)
            yield Label(f"Customer  {customer}")
            yield Label(f"Amount    {amount}")
            yield Label("Status    Open")
            with Horizontal():
                yield Button("Void invoice", id="void")
                yield Button("Receipts", id="receipts")
                yield Button("Export…", id="export")
            yield Input(placeholder="Add a note")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#receipts").focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "receipts":
            self.app.push_screen(Receipts(self.number))


class Ledger(App):
    def compose(self) -> ComposeResult:
        yield Header()
        yield DataTable(id="ledger", cursor_type="row", show_header=False)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#ledger", DataTable)
        table.add_columns("number", "customer", "amount")
        table.add_rows(invoice(n) for n in range(1, 1001))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.push_screen(Detail(event.cursor_row + 1))


CHARACTERS = {"enter": "\r", "escape": "\x1b"}


async def press(app, pilot, key):
    """Posts one key and waits until it and what it caused (a pushed screen mounting) are processed."""
    app._driver.send_message(events.Key(key, CHARACTERS.get(key)))
    await pilot._wait_for_screen()
    await pilot._wait_for_screen()


async def run(cycles):
    app = Ledger()
    async with app.run_test(size=(80, 24)) as pilot:
        app.query_one("#ledger").focus()
        await pilot.pause()
        keys = ["down", "down", "enter", "enter", "escape", "escape"]
        start, cpu = time.perf_counter(), time.process_time()
        for _ in range(cycles):
            for key in keys:
                await press(app, pilot, key)
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    count = cycles * len(keys)
    return count / elapsed, count / cpu


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--cycles", type=int, default=20)
    wall, cpu = asyncio.run(run(parser.parse_args().cycles))
    print(round(wall, 1), round(cpu, 1))
