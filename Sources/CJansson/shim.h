#ifndef CONTRACT_CJANSSON_SHIM_H
#define CONTRACT_CJANSSON_SHIM_H
#include <jansson.h>
#include <stdlib.h>

// jansson's type tests and reference counting are macros and static inline functions; these
// wrappers give Swift callable versions without relying on the importer's macro support.
static inline int cj_typeof(const json_t *json) { return (int)json_typeof(json); }
static inline void cj_decref(json_t *json) { json_decref(json); }

// A per-thread arena for the trees of one parse.
//
// jansson allocates every value, string and hash bucket on its own, and a tree is thrown away
// as soon as it has been converted: malloc and free were a fifth of jansson's time. Between
// cj_arena_begin() and cj_arena_end() on a thread, jansson's allocations on that thread bump a
// pointer through chunks the thread keeps, freeing is a no-op, and the end releases the whole
// tree at once (the tree must not be used after it). Everywhere else, and on other threads,
// allocation is plain malloc and free.
typedef struct cj_arena_chunk {
  struct cj_arena_chunk *next;
  size_t size;
  size_t used;
  size_t padding;  // keeps the data that follows 16-byte aligned
} cj_arena_chunk;

static __thread cj_arena_chunk *cj_arena_head = NULL;
static __thread int cj_arena_active = 0;

enum { cj_arena_first_chunk = 64 * 1024, cj_arena_kept_chunk = 4 * 1024 * 1024 };

static inline void *cj_arena_malloc(size_t size) {
  if (!cj_arena_active) return malloc(size);
  size = (size + 15) & ~(size_t)15;
  cj_arena_chunk *chunk = cj_arena_head;
  if (chunk == NULL || chunk->used + size > chunk->size) {
    size_t capacity = chunk ? chunk->size * 2 : cj_arena_first_chunk;
    if (capacity < size) capacity = size;
    cj_arena_chunk *fresh = (cj_arena_chunk *)malloc(sizeof(cj_arena_chunk) + capacity);
    if (fresh == NULL) return NULL;
    fresh->next = chunk;
    fresh->size = capacity;
    fresh->used = 0;
    cj_arena_head = chunk = fresh;
  }
  void *pointer = (char *)(chunk + 1) + chunk->used;
  chunk->used += size;
  return pointer;
}

static inline int cj_arena_owns(const void *pointer) {
  for (cj_arena_chunk *chunk = cj_arena_head; chunk != NULL; chunk = chunk->next) {
    const char *data = (const char *)(chunk + 1);
    if ((const char *)pointer >= data && (const char *)pointer < data + chunk->size) return 1;
  }
  return 0;
}

static inline void cj_arena_free(void *pointer) {
  if (pointer == NULL) return;
  if (cj_arena_active && cj_arena_owns(pointer)) return;
  free(pointer);
}

/// Routes jansson's allocations through the arena functions; call once, before parsing.
static inline void cj_use_arena_allocator(void) { json_set_alloc_funcs(cj_arena_malloc, cj_arena_free); }

static inline void cj_arena_begin(void) { cj_arena_active = 1; }

/// Releases everything allocated since cj_arena_begin(), keeping one chunk of moderate size
/// for the next parse on this thread.
static inline void cj_arena_end(void) {
  cj_arena_active = 0;
  cj_arena_chunk *head = cj_arena_head;
  if (head == NULL) return;
  cj_arena_chunk *older = head->next;
  while (older != NULL) {
    cj_arena_chunk *next = older->next;
    free(older);
    older = next;
  }
  if (head->size > cj_arena_kept_chunk) {
    free(head);
    cj_arena_head = NULL;
  } else {
    head->next = NULL;
    head->used = 0;
  }
}
#endif
