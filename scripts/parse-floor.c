/*
 * The parse floor for `make bench`: what libyaml and cmark-gfm alone cost on a content folder,
 * on one core, with none of Sanad around them. Every .yaml file is parsed to YAML events; every
 * .md file is split at its front matter, the front matter parsed to YAML events and the body
 * parsed by cmark-gfm with the extensions Sanad attaches (table, strikethrough), the tree then
 * freed. Prints the files, the bytes, and the CPU time (user + system) of the parsing.
 *
 * usage: parse-floor FILE-LIST   (one path per line, as `find` prints them)
 */
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <yaml.h>

static double cpu_seconds(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static long yaml_events(const unsigned char *text, size_t length) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, text, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { events = -1; break; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

static void markdown(const char *text, size_t length) {
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    const char *names[] = {"table", "strikethrough"};
    for (int i = 0; i < 2; i++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[i]);
        if (extension) cmark_parser_attach_syntax_extension(parser, extension);
    }
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    cmark_node_free(document);
    cmark_parser_free(parser);
}

/* Reads a whole file; NULL when it cannot be read. */
static char *slurp(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(size + 1);
    *length = fread(bytes, 1, size, file);
    bytes[*length] = 0;
    fclose(file);
    return bytes;
}

static int ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: parse-floor FILE-LIST\n"); return 2; }
    FILE *list = fopen(argv[1], "r");
    if (!list) { perror(argv[1]); return 2; }
    cmark_gfm_core_extensions_ensure_registered();
    char path[4096];
    long files = 0, failures = 0;
    size_t bytes = 0;
    double parsing = 0;
    while (fgets(path, sizeof path, list)) {
        path[strcspn(path, "\n")] = 0;
        size_t length;
        char *text = slurp(path, &length);
        if (!text) { failures++; continue; }
        double start = cpu_seconds();
        if (ends_with(path, ".md")) {
            /* Front matter: from the first line `---` to the next line `---`. */
            const char *body = text;
            if (strncmp(text, "---\n", 4) == 0) {
                const char *end = strstr(text + 4, "\n---\n");
                if (end) {
                    if (yaml_events((const unsigned char *)text + 4, end - text - 3) < 0) failures++;
                    body = end + 5;
                }
            }
            markdown(body, length - (body - text));
        } else if (yaml_events((const unsigned char *)text, length) < 0) {
            failures++;
        }
        parsing += cpu_seconds() - start;
        free(text);
        files++;
        bytes += length;
    }
    fclose(list);
    printf("parse floor: %ld files, %.1f MB, %.3f s CPU (libyaml events + cmark-gfm, one core)%s\n", files, bytes / 1e6, parsing,
           failures ? ", with failures" : "");
    return failures ? 1 : 0;
}
