// libvterm for Swift: what its header keeps in macros and a tagged union, as functions.
#ifndef SEAM_CVTERM_SHIM_H
#define SEAM_CVTERM_SHIM_H

#include <stdint.h>
#include <vterm.h>

// A cell colour: -1 the terminal's default, 0...255 a palette index, or -2 a 24-bit
// colour, whose components are then written to red, green and blue. libvterm keeps the
// index an application chose (SGR 30-37, 90-97, 38;5;n) and marks a default colour with a
// flag on top of the palette's RGB value.
static inline int seam_vterm_color(const VTermColor *color, uint8_t *red, uint8_t *green, uint8_t *blue) {
    if (VTERM_COLOR_IS_DEFAULT_FG(color) || VTERM_COLOR_IS_DEFAULT_BG(color)) return -1;
    if (VTERM_COLOR_IS_INDEXED(color)) return color->indexed.idx;
    *red = color->rgb.red;
    *green = color->rgb.green;
    *blue = color->rgb.blue;
    return -2;
}

// The attributes of a cell as bits: 1 bold, 2 underlined (any style), 4 reverse video.
static inline int seam_vterm_attributes(const VTermScreenCell *cell) {
    return (cell->attrs.bold ? 1 : 0) | (cell->attrs.underline ? 2 : 0) | (cell->attrs.reverse ? 4 : 0);
}

#endif
