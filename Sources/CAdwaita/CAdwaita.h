// CAdwaita: libadwaita 1 (GNOME's GTK 4 widgets: AdwApplication,
// AdwHeaderBar, …) as Swift imports it, for GtkKit4's `Adw` namespace.
// Only headers. GTK 4's come through CGtk4's module first: included
// textually here as well, GTK's and GLib's declarations would belong to
// this module, and files importing CGtk4 alone would no longer see them.
#ifndef CADWAITA_H
#define CADWAITA_H

#include "../CGtk4/CGtk4.h"
#include <adwaita.h>

#endif
