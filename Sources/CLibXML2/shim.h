#include <libxml/xmlversion.h>
// The system libxml2 is built with ICU; its ICU headers clash with Foundation's own ICU module.
// Sanad uses no libxml2 API that involves ICU types, so the ICU parts of the headers are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlIO.h>

/// `xmlFree` is a global function pointer, which Swift 6 cannot read safely; call it here.
static inline void sanad_xml_free(void *pointer) { xmlFree(pointer); }
