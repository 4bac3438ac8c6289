// CEnchant: Enchant 2, the desktop's spelling dictionaries (hunspell,
// aspell, hspell) behind one API, with no toolkit. EditMenuSpelling checks
// words with it on GTK 3 and GTK 4 alike (gspell, GTK 3's library, is
// Enchant too, but links GTK 3).
#ifndef CENCHANT_H
#define CENCHANT_H
#include <enchant.h>
#endif
