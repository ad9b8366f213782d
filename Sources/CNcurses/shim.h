// The smallest C shim over ncursesw: the macros and globals Swift cannot import,
// and the async-signal-safe terminal restore.
#ifndef SEAM_CNCURSES_SHIM_H
#define SEAM_CNCURSES_SHIM_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Whether terminfo describes `term`, asked without writing to the terminal or exiting
// (setupterm with an error out-parameter); the terminal description is freed again.
static inline int seam_terminal_known(const char *term) {
    int error = 0;
    TERMINAL *saved = cur_term;
    if (setupterm((char *)term, STDOUT_FILENO, &error) != OK) { return 0; }
    del_curterm(set_curterm(saved));
    return 1;
}

// What terminfo says of `term`, read without writing to the terminal: the number of colours,
// the attributes it cannot show with colour (`ncv`, terminfo's bits: 2 underline, 4 reverse,
// 16 dim, 32 bold) and whether erasing paints the current background (`bce`); then the string
// capabilities named in `names` (`count` names, each ended by NUL), copied into `out` in the
// same order, each ended by NUL, an empty string for one the terminal lacks. 0 when terminfo
// does not know `term` or `out` is too small.
static inline int seam_terminal_describe(const char *term, int *colors, int *ncv, int *bce,
                                         const char *names, int count, char *out, int capacity) {
    int error = 0;
    TERMINAL *saved = cur_term;
    if (setupterm((char *)term, -1, &error) != OK) { set_curterm(saved); return 0; }
    *colors = tigetnum("colors");
    *ncv = tigetnum("ncv");
    *bce = tigetflag("bce") > 0;
    int used = 0;
    for (int i = 0; i < count; i++) {
        const char *value = tigetstr((char *)names);
        if (value == NULL || value == (char *)-1) value = "";
        int length = (int)strlen(value);
        if (used + length + 1 > capacity) { del_curterm(set_curterm(saved)); return 0; }
        memcpy(out + used, value, (size_t)length + 1);
        used += length + 1;
        names += strlen(names) + 1;
    }
    del_curterm(set_curterm(saved));
    return 1;
}

// A control string with its parameters filled in (terminfo's %-language; padding left as
// written): tiparm is variadic, which Swift cannot call. The result is copied into `out`;
// 0 when it does not fit.
static inline int seam_control_format(const char *control, int p1, int p2, char *out, int capacity) {
    const char *value = tiparm(control, p1, p2);
    if (value == NULL) return 0;
    size_t length = strlen(value);
    if ((int)length + 1 > capacity) return 0;
    memcpy(out, value, length + 1);
    return 1;
}

static inline attr_t seam_a_normal(void) { return A_NORMAL; }
static inline attr_t seam_a_bold(void) { return A_BOLD; }
static inline attr_t seam_a_dim(void) { return A_DIM; }
static inline attr_t seam_a_reverse(void) { return A_REVERSE; }
static inline attr_t seam_a_underline(void) { return A_UNDERLINE; }
static inline WINDOW *seam_stdscr(void) { return stdscr; }
static inline int seam_lines(void) { return LINES; }
static inline int seam_cols(void) { return COLS; }
/* The terminal's size as the kernel has it now (0 when unknown): what a lost SIGWINCH leaves unseen. */
static inline int seam_window_size(int *cols, int *rows) {
    struct winsize w;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) != 0 || w.ws_col == 0 || w.ws_row == 0) return 0;
    *cols = w.ws_col; *rows = w.ws_row;
    return 1;
}

// Terminal restore from a signal handler: only async-signal-safe calls.
// The saved modes live in function-local statics: a header cannot define globals for Swift.
static inline struct termios *seam_saved_termios(void) { static struct termios t; return &t; }
static inline volatile sig_atomic_t *seam_saved_valid(void) { static volatile sig_atomic_t v = 0; return &v; }

static void seam_signal_restore(int sig) {
    // Attributes off, cursor on, mouse reports and bracketed paste off, the main screen back.
    static const char seq[] = "\033[0m\033[?25h\033[?1006l\033[?1000l\033[?2004l\033[?1049l\r\n";
    if (*seam_saved_valid()) tcsetattr(STDIN_FILENO, TCSAFLUSH, seam_saved_termios());
    ssize_t ignored = write(STDOUT_FILENO, seq, sizeof seq - 1);
    (void)ignored;
    signal(sig, SIG_DFL);
    raise(sig);
}

// Saves the terminal's modes and restores them on SIGINT, SIGTERM and SIGHUP.
static inline void seam_install_signal_restore(void) {
    if (tcgetattr(STDIN_FILENO, seam_saved_termios()) == 0) *seam_saved_valid() = 1;
    signal(SIGINT, seam_signal_restore);
    signal(SIGTERM, seam_signal_restore);
    signal(SIGHUP, seam_signal_restore);
}

// The key sequences terminals commonly send that a terminal description may not list
// (tmux sends Home as ESC [ 1 ~ under TERM=xterm-256color): curses then returns their key
// codes. Sequences it still does not know arrive as characters, and the key decoder reads them.
static inline void seam_define_keys(void) {
    static const struct { const char *sequence; int code; } keys[] = {
        {"\033[1~", KEY_HOME}, {"\033[7~", KEY_HOME}, {"\033[H", KEY_HOME}, {"\033OH", KEY_HOME},
        {"\033[4~", KEY_END}, {"\033[8~", KEY_END}, {"\033[F", KEY_END}, {"\033OF", KEY_END},
        {"\033[A", KEY_UP}, {"\033OA", KEY_UP}, {"\033[B", KEY_DOWN}, {"\033OB", KEY_DOWN},
        {"\033[C", KEY_RIGHT}, {"\033OC", KEY_RIGHT}, {"\033[D", KEY_LEFT}, {"\033OD", KEY_LEFT},
        {"\033[5~", KEY_PPAGE}, {"\033[6~", KEY_NPAGE}, {"\033[3~", KEY_DC},
    };
    for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++) define_key(keys[i].sequence, keys[i].code);
}

// Mouse: clicks of the main button and the wheel, reported at once (no click interval).
static inline void seam_mouse_start(void) {
    mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
}

// The mouse event curses read after KEY_MOUSE: 1 a click, 2 the wheel up, 3 the wheel down,
// 0 anything else; x and y are the cell.
static inline int seam_read_mouse(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON1_PRESSED) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 2;
    if (event.bstate & BUTTON5_PRESSED) return 3;
    return 0;
}

static inline FILE *seam_stdout(void) { return stdout; }
static inline FILE *seam_stdin(void) { return stdin; }

#endif
