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
#include <signal.h>
#include <termios.h>
#include <unistd.h>
#include <ncursesw/curses.h>

static inline attr_t seam_a_normal(void) { return A_NORMAL; }
static inline attr_t seam_a_bold(void) { return A_BOLD; }
static inline attr_t seam_a_dim(void) { return A_DIM; }
static inline attr_t seam_a_reverse(void) { return A_REVERSE; }
static inline attr_t seam_a_underline(void) { return A_UNDERLINE; }
static inline WINDOW *seam_stdscr(void) { return stdscr; }
static inline int seam_lines(void) { return LINES; }
static inline int seam_cols(void) { return COLS; }

// Terminal restore from a signal handler: only async-signal-safe calls.
// The saved modes live in function-local statics: a header cannot define globals for Swift.
static inline struct termios *seam_saved_termios(void) { static struct termios t; return &t; }
static inline volatile sig_atomic_t *seam_saved_valid(void) { static volatile sig_atomic_t v = 0; return &v; }

static void seam_signal_restore(int sig) {
    static const char seq[] = "\033[0m\033[?25h\033[?1049l\r\n";
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

static inline FILE *seam_stdout(void) { return stdout; }
static inline FILE *seam_stdin(void) { return stdin; }

#endif
