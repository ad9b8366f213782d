//! tui-peer: the Seam "Ledger" sample rebuilt with tui 0.19 (tui-rs), replayed headless.
//!
//! Every key updates the app state and then calls `Terminal::draw`, which renders the whole
//! frame with tui widgets into the current buffer, diffs it against the previous buffer
//! (`Buffer::diff`) and hands the changed cells to the backend — what a real tui app does on
//! every frame. The backend is tui's in-memory `TestBackend` (default) or, with
//! `--backend ansi`, tui's `CrosstermBackend` writing escape sequences into a byte-counting
//! sink. Either way it is wrapped in `Counting`, which counts the cells of each diff.
//!
//! Prints one JSON line per run. Exits 1 when the end state or a per-key check is wrong.

use std::cell::Cell as StdCell;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::rc::Rc;
use std::time::Instant;

use tui::backend::{Backend, CrosstermBackend, TestBackend};
use tui::buffer::{Buffer, Cell};
use tui::layout::{Alignment, Constraint, Direction, Layout, Rect};
use tui::style::{Color, Modifier, Style};
use tui::terminal::{TerminalOptions, Viewport};
use tui::text::{Span, Spans};
use tui::widgets::{Block, BorderType, Borders, Clear, List, ListItem, ListState, Paragraph, Tabs};
use tui::{Frame, Terminal};

// ───────────────────────────── data (derived from the number, as in Seam) ─────────────────────

const CUSTOMERS: [&str; 15] = [
    "Acme Corp",
    "Globex",
    "Initech",
    "Umbrella",
    "Stark Industries",
    "Wayne Enterprises",
    "Hooli",
    "Vandelay Imports",
    "Soylent",
    "Tyrell",
    "Cyberdyne",
    "Wonka Industries",
    "Gringotts",
    "Aperture",
    "Oceanic",
];

/// Invoice `n` (1-based): `Invoice #00042`, customer `(n*7) % 15`, amount `1000 + (n*7919) % 99000` cents.
fn title(n: u64) -> String {
    format!("Invoice #{:05}", n)
}
fn customer(n: u64) -> &'static str {
    CUSTOMERS[((n * 7) % CUSTOMERS.len() as u64) as usize]
}
fn amount_cents(n: u64) -> u64 {
    1_000 + (n * 7_919) % 99_000
}
/// `$1,234.50` (en_US, as Seam's `Money.format`).
fn money(cents: u64) -> String {
    let units = (cents / 100).to_string();
    let mut grouped = String::with_capacity(units.len() + 4);
    for (i, c) in units.chars().enumerate() {
        if i > 0 && (units.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("${}.{:02}", grouped, cents % 100)
}
/// Two or three payments adding up to the amount (as Seam's `ReceiptsView`).
fn receipts(n: u64) -> Vec<(String, u64)> {
    let count = 2 + n % 2;
    let total = amount_cents(n);
    let share = total / count;
    (1..=count)
        .map(|i| {
            let cents = if i == count { total - share * (count - 1) } else { share };
            (format!("Payment {} of {}", i, count), cents)
        })
        .collect()
}

// ───────────────────────────── styles ─────────────────────────────────────────────────────────

fn bar_style() -> Style {
    Style::default().fg(Color::White).bg(Color::Indexed(236))
}
fn secondary() -> Style {
    Style::default().fg(Color::DarkGray)
}
fn accent() -> Style {
    Style::default().fg(Color::Cyan)
}
fn selection() -> Style {
    Style::default()
        .fg(Color::White)
        .bg(Color::Blue)
        .add_modifier(Modifier::BOLD)
}
fn focused_button() -> Style {
    Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
}

// ───────────────────────────── app state ──────────────────────────────────────────────────────

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(dead_code)] // the app handles more keys than the two workloads send
enum Key {
    Up,
    Down,
    PageUp,
    PageDown,
    Home,
    End,
    Enter,
    Tab,
    BackTab,
    Esc,
}

/// Focusable controls on the detail, in Seam's focus order: the three buttons, then the note.
const DETAIL_FOCUS: [&str; 4] = ["Void invoice", "Receipts", "Export…", "Note"];

#[derive(Clone, Debug, PartialEq, Eq)]
enum Screen {
    Ledger,
    /// `focus` indexes `DETAIL_FOCUS`; the detail opens on the first button.
    Detail {
        invoice: u64,
        focus: usize,
    },
    Receipts {
        invoice: u64,
    },
    /// Seam's Export… presents a sheet over the detail; here it is a screen on the stack
    /// drawn as a bordered box over the detail.
    Export {
        invoice: u64,
        row: usize,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ListMode {
    /// Build `ListItem`s for the visible rows only (works for any row count).
    Window,
    /// Build a `ListItem` for every row each frame and let tui's `List` scroll (the naive app).
    Full,
}

struct App {
    stack: Vec<Screen>,
    count: u64,
    /// Absolute index of the selected row (0-based; invoice number = selected + 1).
    selected: u64,
    /// Absolute index of the first visible row.
    offset: u64,
    /// Visible list rows (terminal rows minus title bar, tab bar and footer).
    list_height: u64,
    voided: HashSet<u64>,
    mode: ListMode,
    /// Kept across frames in `Full` mode, so tui's `List` keeps its own scroll offset.
    full_state: ListState,
    /// Pushes, for the end-of-run check: details, receipts, export sheets.
    pushed: [u64; 3],
}

impl App {
    fn new(count: u64, rows: u16, mode: ListMode) -> App {
        let list_height = rows.saturating_sub(3).max(1) as u64;
        let mut full_state = ListState::default();
        full_state.select(Some(0));
        App {
            stack: vec![Screen::Ledger],
            count,
            selected: 0,
            offset: 0,
            list_height,
            voided: HashSet::new(),
            mode,
            full_state,
            pushed: [0; 3],
        }
    }

    fn top(&self) -> &Screen {
        self.stack.last().expect("stack is never empty")
    }

    /// Seam's ListView: clamp, then scroll the least that shows the selection.
    fn select(&mut self, index: i64) {
        let last = self.count.saturating_sub(1) as i64;
        self.selected = index.clamp(0, last.max(0)) as u64;
        let h = self.list_height;
        if self.selected < self.offset {
            self.offset = self.selected;
        }
        if self.selected >= self.offset + h {
            self.offset = self.selected + 1 - h;
        }
    }

    fn handle(&mut self, key: Key) {
        let page = self.list_height.saturating_sub(1).max(1) as i64;
        let sel = self.selected as i64;
        match self.stack.last_mut().expect("stack") {
            Screen::Ledger => match key {
                Key::Up => self.select(sel - 1),
                Key::Down => self.select(sel + 1),
                Key::PageUp => self.select(sel - page),
                Key::PageDown => self.select(sel + page),
                Key::Home => self.select(0),
                Key::End => self.select(self.count as i64 - 1),
                Key::Enter if self.count > 0 => {
                    let invoice = self.selected + 1;
                    self.stack.push(Screen::Detail { invoice, focus: 0 });
                    self.pushed[0] += 1;
                }
                _ => {}
            },
            Screen::Detail { invoice, focus } => match key {
                Key::Tab | Key::Down => *focus = (*focus + 1) % DETAIL_FOCUS.len(),
                Key::BackTab | Key::Up => *focus = (*focus + DETAIL_FOCUS.len() - 1) % DETAIL_FOCUS.len(),
                Key::Esc => {
                    self.stack.pop();
                }
                Key::Enter => {
                    let invoice = *invoice;
                    match *focus {
                        0 => {
                            // Void invoice: void it and pop (Seam's onVoid).
                            self.voided.insert(invoice);
                            self.stack.pop();
                        }
                        1 => {
                            self.stack.push(Screen::Receipts { invoice });
                            self.pushed[1] += 1;
                        }
                        2 => {
                            self.stack.push(Screen::Export { invoice, row: 0 });
                            self.pushed[2] += 1;
                        }
                        _ => {}
                    }
                }
                _ => {}
            },
            Screen::Receipts { .. } => {
                if key == Key::Esc {
                    self.stack.pop();
                }
            }
            Screen::Export { row, .. } => match key {
                Key::Up | Key::Down => *row = 1 - *row,
                Key::Esc => {
                    self.stack.pop();
                }
                _ => {}
            },
        }
    }
}

// ───────────────────────────── rendering (immediate mode: the whole frame, every key) ─────────

fn ui<B: Backend>(f: &mut Frame<B>, app: &mut App) {
    let area = f.size();
    let chunks = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(1), // title bar
            Constraint::Min(0),    // content
            Constraint::Length(1), // tab bar
            Constraint::Length(1), // footer
        ])
        .split(area);

    let top = app.top().clone();
    // A sheet draws over the screen below it, as a tui popup does: render that screen first.
    let base = match &top {
        Screen::Export { invoice, .. } => Screen::Detail {
            invoice: *invoice,
            focus: 2,
        },
        other => other.clone(),
    };
    let back = if app.stack.len() >= 2 {
        Some(screen_title(&app.stack[app.stack.len() - 2]))
    } else {
        None
    };
    let back_for_base = match &top {
        Screen::Export { .. } if app.stack.len() >= 3 => Some(screen_title(&app.stack[app.stack.len() - 3])),
        Screen::Export { .. } => None,
        _ => back,
    };
    title_bar(f, chunks[0], &base, back_for_base.as_deref());
    match &base {
        Screen::Ledger => ledger(f, chunks[1], app),
        Screen::Detail { invoice, focus } => detail(f, chunks[1], app, *invoice, *focus),
        Screen::Receipts { invoice } => receipts_screen(f, chunks[1], *invoice),
        Screen::Export { .. } => unreachable!(),
    }
    tab_bar(f, chunks[2]);
    footer(f, chunks[3], &top);
    if let Screen::Export { invoice, row } = &top {
        export_sheet(f, area, *invoice, *row);
    }
}

fn screen_title(s: &Screen) -> String {
    match s {
        Screen::Ledger => "Ledger".to_string(),
        Screen::Detail { invoice, .. } | Screen::Export { invoice, .. } => title(*invoice),
        Screen::Receipts { .. } => "Receipts".to_string(),
    }
}

/// `‹ Ledger          Invoice #00003          [v] Void`: back label, centred title, bar action.
fn title_bar<B: Backend>(f: &mut Frame<B>, area: Rect, screen: &Screen, back: Option<&str>) {
    f.render_widget(Block::default().style(bar_style()), area);
    let name = screen_title(screen);
    let action = match screen {
        Screen::Ledger => Some(("n", "New")),
        Screen::Detail { .. } => Some(("v", "Void")),
        _ => None,
    };
    f.render_widget(
        Paragraph::new(Span::styled(name, bar_style().add_modifier(Modifier::BOLD))).alignment(Alignment::Center),
        area,
    );
    if let Some(back) = back {
        let w = (back.chars().count() as u16 + 3).min(area.width);
        f.render_widget(
            Paragraph::new(Spans::from(vec![
                Span::raw(" "),
                Span::styled("‹ ", accent()),
                Span::raw(back.to_string()),
            ]))
            .style(bar_style()),
            Rect { width: w, ..area },
        );
    }
    if let Some((key, label)) = action {
        let text = Spans::from(vec![
            Span::styled(format!("[{}]", key), accent().bg(Color::Indexed(236))),
            Span::raw(format!(" {} ", label)),
        ]);
        let w = (label.len() as u16 + 5).min(area.width);
        f.render_widget(
            Paragraph::new(text).style(bar_style()),
            Rect {
                x: area.x + area.width - w,
                width: w,
                ..area
            },
        );
    }
}

/// One row: ` Invoice #00001  Vandelay Imports ……… [ VOID ] $89.19 ✓ `.
fn ledger_row(n: u64, width: u16, is_void: bool, is_selected: bool) -> ListItem<'static> {
    let t = title(n);
    let amount = money(amount_cents(n));
    let badge = if is_void { " VOID " } else { "" };
    // 1 + title + 2 + customer + 1 + [badge + 1] + amount + 1 + check + 1
    let fixed = 1 + t.len() + 2 + 1 + if is_void { badge.len() + 1 } else { 0 } + amount.len() + 3;
    let cw = (width as usize).saturating_sub(fixed);
    let mut cust = String::with_capacity(cw + 3);
    let c = customer(n);
    if c.chars().count() > cw {
        cust.extend(c.chars().take(cw.saturating_sub(1)));
        if cw > 0 {
            cust.push('…');
        }
    } else {
        let _ = write!(cust, "{:<w$}", c, w = cw);
    }
    let mut spans = vec![
        Span::raw(" "),
        Span::styled(t, Style::default().add_modifier(Modifier::BOLD)),
        Span::raw("  "),
        Span::styled(cust, secondary()),
        Span::raw(" "),
    ];
    if is_void {
        spans.push(Span::styled(badge, Style::default().fg(Color::White).bg(Color::Red)));
        spans.push(Span::raw(" "));
    }
    spans.push(Span::raw(amount));
    spans.push(Span::raw(" "));
    spans.push(Span::styled(if is_selected { "✓" } else { " " }, accent()));
    spans.push(Span::raw(" "));
    ListItem::new(Spans::from(spans))
}

fn ledger<B: Backend>(f: &mut Frame<B>, area: Rect, app: &mut App) {
    let width = area.width;
    match app.mode {
        ListMode::Window => {
            // Only the visible rows exist, derived from their index; the list never materialises.
            let end = (app.offset + area.height as u64).min(app.count);
            let items: Vec<ListItem> = (app.offset..end)
                .map(|i| ledger_row(i + 1, width, app.voided.contains(&(i + 1)), i == app.selected))
                .collect();
            let mut state = ListState::default();
            state.select(Some((app.selected - app.offset) as usize));
            f.render_stateful_widget(List::new(items).highlight_style(selection()), area, &mut state);
        }
        ListMode::Full => {
            let items: Vec<ListItem> = (0..app.count)
                .map(|i| ledger_row(i + 1, width, app.voided.contains(&(i + 1)), i == app.selected))
                .collect();
            app.full_state.select(Some(app.selected as usize));
            f.render_stateful_widget(List::new(items).highlight_style(selection()), area, &mut app.full_state);
        }
    }
}

fn detail<B: Backend>(f: &mut Frame<B>, area: Rect, app: &App, n: u64, focus: usize) {
    let label = |s: &'static str| Span::styled(format!("{:<10}", s), secondary());
    let status = if app.voided.contains(&n) {
        Span::styled("Void", Style::default().fg(Color::Red))
    } else {
        Span::styled("Open", Style::default().fg(Color::Green))
    };
    let mut buttons = vec![Span::raw("  ")];
    for (i, name) in DETAIL_FOCUS[..3].iter().enumerate() {
        if i > 0 {
            buttons.push(Span::raw(" "));
        }
        if i == focus {
            buttons.push(Span::styled(format!("▸ {} ◂", name), focused_button()));
        } else {
            buttons.push(Span::raw(format!("[ {} ]", name)));
        }
    }
    let note_w = (area.width as usize).saturating_sub(11);
    let note_style = if focus == 3 { focused_button() } else { secondary() };
    let lines = vec![
        Spans::from(""),
        Spans::from(vec![
            Span::raw("  "),
            Span::styled("▤ ", accent()),
            Span::styled(title(n), Style::default().add_modifier(Modifier::BOLD)),
        ]),
        Spans::from(vec![Span::raw("  "), label("Customer"), Span::raw(customer(n))]),
        Spans::from(vec![
            Span::raw("  "),
            label("Amount"),
            Span::raw(money(amount_cents(n))),
        ]),
        Spans::from(vec![Span::raw("  "), label("Status"), status]),
        Spans::from(""),
        Spans::from(buttons),
        Spans::from(""),
        Spans::from(vec![
            Span::raw("  Note ["),
            Span::styled(format!("{:<w$}", "Add a note", w = note_w), note_style),
            Span::raw("]"),
        ]),
    ];
    f.render_widget(Paragraph::new(lines), area);
    if focus == 3 && area.height > 8 {
        f.set_cursor(area.x + 8, area.y + 8);
    }
}

fn receipts_screen<B: Backend>(f: &mut Frame<B>, area: Rect, n: u64) {
    let inner_w = area.width.saturating_sub(4) as usize;
    let mut lines = vec![
        Spans::from(""),
        Spans::from(vec![
            Span::raw("  "),
            Span::styled(
                format!("Receipts for {}", title(n)),
                Style::default().add_modifier(Modifier::BOLD),
            ),
        ]),
        Spans::from(""),
    ];
    for (label, cents) in receipts(n) {
        let amount = money(cents);
        let pad = inner_w.saturating_sub(label.len() + amount.len());
        lines.push(Spans::from(vec![
            Span::raw("  "),
            Span::raw(label),
            Span::raw(" ".repeat(pad)),
            Span::styled(amount, accent()),
        ]));
    }
    f.render_widget(Paragraph::new(lines), area);
}

/// `[1 Ledger]` and `2 Account`, each centred in its half of the row, as Seam's tab bar: a tui
/// `Tabs` whose divider is the gap between them.
fn tab_bar<B: Backend>(f: &mut Frame<B>, area: Rect) {
    let (first, second) = ("[1 Ledger]", "2 Account");
    let half = area.width / 2;
    let x1 = (half - first.len() as u16) / 2;
    let x2 = half + (area.width - half - second.len() as u16) / 2;
    let gap = (x2 - x1 - first.len() as u16 - 2) as usize;
    let tabs = Tabs::new(vec![Spans::from(first), Spans::from(second)])
        .select(0)
        .style(secondary())
        .highlight_style(Style::default().fg(Color::White).add_modifier(Modifier::BOLD))
        .divider(Span::raw(" ".repeat(gap)));
    // Tabs leaves one column before each title.
    f.render_widget(
        tabs,
        Rect {
            x: area.x + x1 - 1,
            width: area.width - x1 + 1,
            ..area
        },
    );
}

fn footer<B: Backend>(f: &mut Frame<B>, area: Rect, top: &Screen) {
    let hints: &[(&str, &str)] = match top {
        Screen::Ledger => &[
            ("↑↓", "select"),
            ("⏎", "open"),
            ("n", "new"),
            ("1-2", "tabs"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Screen::Detail { .. } => &[
            ("tab", "next"),
            ("⏎", "activate"),
            ("esc", "back"),
            ("1-2", "tabs"),
            ("?", "help"),
            ("q", "quit"),
        ],
        Screen::Receipts { .. } => &[("esc", "back"), ("1-2", "tabs"), ("?", "help"), ("q", "quit")],
        Screen::Export { .. } => &[
            ("↑↓", "select"),
            ("⏎", "change"),
            ("d", "done"),
            ("esc", "close"),
            ("?", "help"),
            ("q", "quit"),
        ],
    };
    let mut spans = Vec::with_capacity(hints.len() * 3);
    for (key, label) in hints {
        spans.push(Span::raw(" "));
        spans.push(Span::styled(*key, accent().add_modifier(Modifier::BOLD)));
        spans.push(Span::styled(format!(" {} ", label), secondary()));
    }
    f.render_widget(Paragraph::new(Spans::from(spans)), area);
}

/// Seam's Export… sheet: a rounded box over everything but the title bar and footer.
fn export_sheet<B: Backend>(f: &mut Frame<B>, area: Rect, n: u64, row: usize) {
    if area.width < 8 || area.height < 6 {
        return;
    }
    let sheet = Rect {
        x: area.x + 2,
        y: area.y + 2,
        width: area.width - 4,
        height: area.height - 3,
    };
    f.render_widget(Clear, sheet);
    let block = Block::default().borders(Borders::ALL).border_type(BorderType::Rounded);
    let inner = block.inner(sheet);
    f.render_widget(block, sheet);
    let w = inner.width as usize;
    let item = |i: usize, label: &str, value: &str| {
        let pad = w.saturating_sub(label.len() + value.chars().count() + 2);
        let style = if i == row { selection() } else { Style::default() };
        Spans::from(vec![Span::styled(
            format!(" {}{}{} ", label, " ".repeat(pad), value),
            style,
        )])
    };
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let lines = vec![
        Spans::from(Span::styled(title(n), bold)),
        Spans::from(Span::styled("Export", bold)),
    ];
    f.render_widget(Paragraph::new(lines).alignment(Alignment::Center), inner);
    let done = Spans::from(vec![Span::styled("[d]", accent()), Span::raw(" Done ")]);
    f.render_widget(
        Paragraph::new(done).alignment(Alignment::Right),
        Rect {
            y: inner.y + 1,
            height: 1,
            ..inner
        },
    );
    let rows = vec![item(0, "Format", "PDF ›"), item(1, "Include notes", "On")];
    f.render_widget(
        Paragraph::new(rows),
        Rect {
            y: inner.y + 2,
            height: inner.height.saturating_sub(2),
            ..inner
        },
    );
}

// ───────────────────────────── backends ───────────────────────────────────────────────────────

/// Wraps a backend and counts the cells of every diff `Terminal::draw` passes to it.
struct Counting<B: Backend> {
    inner: B,
    cells: u64,
}

impl<B: Backend> Backend for Counting<B> {
    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let mut n = 0u64;
        let r = self.inner.draw(content.inspect(|_| n += 1));
        self.cells += n;
        r
    }
    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }
    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }
    fn get_cursor(&mut self) -> io::Result<(u16, u16)> {
        self.inner.get_cursor()
    }
    fn set_cursor(&mut self, x: u16, y: u16) -> io::Result<()> {
        self.inner.set_cursor(x, y)
    }
    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }
    fn size(&self) -> io::Result<Rect> {
        self.inner.size()
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// What the harness reads from either backend beyond `Backend`: the escape-sequence bytes written.
trait Probe {
    fn bytes(&self) -> Option<u64>;
}
impl Probe for TestBackend {
    fn bytes(&self) -> Option<u64> {
        None
    }
}

/// Where `--backend ansi` writes: counts the bytes and keeps none (a terminal would get them).
/// The count is shared because `CrosstermBackend` keeps its writer private.
struct CountingWriter(Rc<StdCell<u64>>);
impl Write for CountingWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.set(self.0.get() + buf.len() as u64);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// tui's `CrosstermBackend`, which encodes each diff to escape sequences (cursor moves, SGR
/// colours and attributes, text), with a fixed size instead of asking the tty.
struct AnsiBackend {
    inner: CrosstermBackend<CountingWriter>,
    bytes: Rc<StdCell<u64>>,
    size: Rect,
}
impl AnsiBackend {
    fn new(cols: u16, rows: u16) -> AnsiBackend {
        let bytes = Rc::new(StdCell::new(0));
        AnsiBackend {
            inner: CrosstermBackend::new(CountingWriter(bytes.clone())),
            bytes,
            size: Rect::new(0, 0, cols, rows),
        }
    }
}
impl Probe for AnsiBackend {
    fn bytes(&self) -> Option<u64> {
        Some(self.bytes.get())
    }
}
impl Backend for AnsiBackend {
    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.inner.draw(content)
    }
    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }
    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }
    fn get_cursor(&mut self) -> io::Result<(u16, u16)> {
        Ok((0, 0))
    }
    fn set_cursor(&mut self, x: u16, y: u16) -> io::Result<()> {
        self.inner.set_cursor(x, y)
    }
    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }
    fn size(&self) -> io::Result<Rect> {
        Ok(self.size)
    }
    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

// ───────────────────────────── workloads and the replay loop ──────────────────────────────────

struct Opts {
    workload: String,
    cols: u16,
    rows: u16,
    rows_count: u64,
    cycles: Option<u64>,
    pages: u64,
    tabs: u64,
    backend: String,
    list: ListMode,
    print_frame: bool,
    /// Stop after this many keys (to look at a frame mid-workload; verification then fails).
    limit: Option<usize>,
}

fn usage() -> ! {
    eprintln!(
        "usage: tui-peer --workload nav|scroll [--cols 80] [--rows 24] [--rows-count 1000]\n\
         \x20                [--cycles N (nav 200, scroll 5)] [--pages 40] [--tabs 2]\n\
         \x20                [--backend test|ansi] [--list window|full] [--print-frame] [--limit N]"
    );
    std::process::exit(2)
}

fn parse() -> Opts {
    let mut o = Opts {
        workload: "nav".into(),
        cols: 80,
        rows: 24,
        rows_count: 1000,
        cycles: None,
        pages: 40,
        tabs: 2,
        backend: "test".into(),
        list: ListMode::Window,
        print_frame: false,
        limit: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let mut val = || {
            i += 1;
            args.get(i).cloned().unwrap_or_else(|| usage())
        };
        match a {
            "--workload" => o.workload = val(),
            "--cols" => o.cols = val().parse().unwrap_or_else(|_| usage()),
            "--rows" => o.rows = val().parse().unwrap_or_else(|_| usage()),
            "--rows-count" => o.rows_count = val().replace('_', "").parse().unwrap_or_else(|_| usage()),
            "--cycles" => o.cycles = Some(val().parse().unwrap_or_else(|_| usage())),
            "--pages" => o.pages = val().parse().unwrap_or_else(|_| usage()),
            "--tabs" => o.tabs = val().parse().unwrap_or_else(|_| usage()),
            "--backend" => o.backend = val(),
            "--list" => {
                o.list = match val().as_str() {
                    "window" => ListMode::Window,
                    "full" => ListMode::Full,
                    _ => usage(),
                }
            }
            "--print-frame" => o.print_frame = true,
            "--limit" => o.limit = Some(val().parse().unwrap_or_else(|_| usage())),
            "-h" | "--help" => usage(),
            _ => usage(),
        }
        i += 1;
    }
    if !(o.workload == "nav" || o.workload == "scroll") || !(o.backend == "test" || o.backend == "ansi") {
        usage()
    }
    if o.cols < 40 || o.rows < 12 || (o.cols as u32) * (o.rows as u32) > 65_535 {
        // tui 0.19's Buffer::diff computes positions in u16.
        eprintln!("tui-peer: size must be at least 40x12 and at most 65,535 cells");
        std::process::exit(2)
    }
    o
}

/// One step: a key and a check of the state right after it.
type Check = fn(&App, u64) -> bool;

fn workload(o: &Opts) -> Vec<(Key, Option<Check>)> {
    let mut keys = Vec::new();
    match o.workload.as_str() {
        "nav" => {
            let cycles = o.cycles.unwrap_or(200);
            for _ in 0..cycles {
                keys.push((Key::Down, None));
                keys.push((Key::Down, None));
                keys.push((
                    Key::Enter,
                    Some(
                        (|a: &App, _| {
                            matches!(a.top(), Screen::Detail { invoice, focus: 0 } if *invoice == a.selected + 1)
                        }) as Check,
                    ),
                ));
                for _ in 0..o.tabs {
                    keys.push((Key::Tab, None));
                }
                // focus after the Tabs decides what Enter opens: Seam's order is
                // Void invoice, Receipts, Export…, Note — so 1 Tab reaches Receipts, 2 reach Export….
                keys.push((Key::Enter, Some(|a: &App, _| a.stack.len() == 3)));
                keys.push((Key::Esc, Some(|a: &App, _| a.stack.len() == 2)));
                keys.push((Key::Esc, Some(|a: &App, _| a.stack.len() == 1)));
            }
        }
        _ => {
            let cycles = o.cycles.unwrap_or(5);
            for _ in 0..cycles {
                for _ in 0..o.pages {
                    keys.push((Key::PageDown, None));
                }
                for _ in 0..o.pages {
                    keys.push((Key::PageUp, None));
                }
            }
        }
    }
    keys
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    // nearest rank, as Seam's ReplayTiming
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn peak_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        })
        .unwrap_or(0)
}

fn buffer_text(buf: &Buffer) -> Vec<String> {
    let w = buf.area.width as usize;
    buf.content
        .chunks(w)
        .map(|row| {
            let mut s = String::with_capacity(w);
            for c in row {
                s.push_str(&c.symbol);
            }
            s
        })
        .collect()
}

struct Outcome {
    keys: u64,
    seconds: f64,
    frames_us: Vec<f64>,
    cells: u64,
    bytes: Option<u64>,
    failures: Vec<String>,
    final_text: Vec<String>,
    final_selected_row_highlighted: bool,
}

fn replay<B: Backend + Probe>(o: &Opts, backend: B) -> io::Result<(Outcome, App)> {
    let mut app = App::new(o.rows_count, o.rows, o.list);
    let area = Rect::new(0, 0, o.cols, o.rows);
    let mut terminal = Terminal::with_options(
        Counting {
            inner: backend,
            cells: 0,
        },
        TerminalOptions {
            viewport: Viewport::fixed(area),
        },
    )?;
    let mut steps = workload(o);
    if let Some(n) = o.limit {
        steps.truncate(n);
    }
    // The first frame is drawn before the clock starts (Seam renders it when the app is made).
    terminal.draw(|f| ui(f, &mut app))?;
    let cells0 = terminal.backend().cells;
    let bytes0 = terminal.backend().inner.bytes();
    let mut frames_us = Vec::with_capacity(steps.len());
    let mut failures = Vec::new();
    let start = Instant::now();
    for (i, (key, check)) in steps.iter().enumerate() {
        app.handle(*key);
        let t = Instant::now();
        terminal.draw(|f| ui(f, &mut app))?;
        frames_us.push(t.elapsed().as_secs_f64() * 1e6);
        if let Some(check) = check {
            if !check(&app, i as u64) && failures.len() < 5 {
                failures.push(format!("key {} ({:?}): stack {:?}", i, key, app.stack));
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let cells = terminal.backend().cells - cells0;
    let bytes = terminal.backend().inner.bytes().map(|b| b - bytes0.unwrap_or(0));
    // The final frame: what the terminal shows after the last key (the buffer just drawn is
    // the "previous" one now; redraw into a fresh frame to read it without touching the app).
    let completed = terminal.draw(|f| ui(f, &mut app))?;
    let buf = completed.buffer.clone();
    let final_text = buffer_text(&buf);
    let sel_y = 1 + (app.selected - app.offset) as u16;
    let final_selected_row_highlighted = buf.get(2, sel_y).bg == Color::Blue;
    Ok((
        Outcome {
            keys: steps.len() as u64,
            seconds,
            frames_us,
            cells,
            bytes,
            failures,
            final_text,
            final_selected_row_highlighted,
        },
        app,
    ))
}

fn main() {
    let o = parse();
    let (out, app) = match o.backend.as_str() {
        "ansi" => replay(&o, AnsiBackend::new(o.cols, o.rows)),
        _ => replay(&o, TestBackend::new(o.cols, o.rows)),
    }
    .unwrap_or_else(|e| {
        eprintln!("tui-peer: {}", e);
        std::process::exit(2)
    });

    // End-state verification.
    let mut failures = out.failures.clone();
    let expected_sel = match o.workload.as_str() {
        "nav" => (2 * o.cycles.unwrap_or(200)).min(o.rows_count.saturating_sub(1)),
        _ => 0,
    };
    if app.stack.len() != 1 {
        failures.push(format!("final stack depth {} (expected 1)", app.stack.len()));
    }
    if app.selected != expected_sel {
        failures.push(format!(
            "final selected index {} (expected {})",
            app.selected, expected_sel
        ));
    }
    let want = title(expected_sel + 1);
    if !out.final_text.iter().any(|l| l.contains(&want)) {
        failures.push(format!("final frame does not show {}", want));
    }
    if !out.final_text[0].contains("Ledger") {
        failures.push("final frame's title bar does not read Ledger".into());
    }
    if !out.final_selected_row_highlighted {
        failures.push("selected row is not highlighted in the final frame".into());
    }
    if o.workload == "nav" && o.limit.is_none() {
        let cycles = o.cycles.unwrap_or(200);
        let expected = match o.tabs {
            1 => [cycles, cycles, 0],
            2 => [cycles, 0, cycles],
            _ => {
                failures.push("--tabs must be 1 (Receipts) or 2 (Export…) for nav".into());
                app.pushed
            }
        };
        if app.pushed != expected {
            failures.push(format!(
                "pushed details/receipts/exports {:?}, expected {:?}",
                app.pushed, expected
            ));
        }
    }
    if app.voided.len() != 0 {
        failures.push(format!("{} invoices were voided", app.voided.len()));
    }
    if o.print_frame {
        for l in &out.final_text {
            eprintln!("{}", l);
        }
    }

    let mut sorted = out.frames_us.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let k = out.keys.max(1) as f64;
    let mut json = String::new();
    let _ = write!(
        json,
        "{{\"framework\":\"tui\",\"version\":\"0.19.0\",\"workload\":\"{}\",\"cols\":{},\"rows\":{},\"rows_count\":{},\
         \"backend\":\"{}\",\"list\":\"{}\",\"keys\":{},\"seconds\":{:.6},\"keys_per_second\":{:.1},\
         \"frame_p50_us\":{:.1},\"frame_p99_us\":{:.1},\"frame_max_us\":{:.1},\"changed_cells_per_key_mean\":{:.1}",
        o.workload,
        o.cols,
        o.rows,
        o.rows_count,
        o.backend,
        if o.list == ListMode::Full { "full" } else { "window" },
        out.keys,
        out.seconds,
        out.keys as f64 / out.seconds,
        percentile(&sorted, 50.0),
        percentile(&sorted, 99.0),
        sorted.last().copied().unwrap_or(0.0),
        out.cells as f64 / k,
    );
    if let Some(b) = out.bytes {
        let _ = write!(json, ",\"ansi_bytes_per_key_mean\":{:.1}", b as f64 / k);
    }
    let _ = write!(
        json,
        ",\"final_stack_depth\":{},\"final_selected_index\":{},\"peak_rss_kb\":{},\"ok\":{}}}",
        app.stack.len(),
        app.selected,
        peak_rss_kb(),
        failures.is_empty()
    );
    println!("{}", json);
    if !failures.is_empty() {
        for f in &failures {
            eprintln!("tui-peer: FAILED: {}", f);
        }
        std::process::exit(1);
    }
}
