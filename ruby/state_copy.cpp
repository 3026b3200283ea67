// PP::Native.copy_state: a deep copy of a plain Ruby object's instance variables into another object, for
// the parse memo of ruby/prelude/parse_memo.rb. It copies only what a configuration-file parser keeps
// (plain objects, Arrays, Hashes, Strings) and shares what nobody can change (frozen Strings, Symbols,
// numbers, Regexps); anything else makes the whole copy fail, and the caller parses as the module would.
//
// The copy runs under rb_ensure, which frees its table of copies made even when Ruby raises (by longjmp,
// which would skip a C++ destructor). What it creates stays reachable from Ruby's GC through `keep`, an
// Array the caller's Hash holds, until the caller has set the pairs.

#include "ruby/host_internal.hpp"

#include <ruby/st.h>

namespace pp::ruby::detail {
namespace {

constexpr int kMaxDepth = 64;

struct Copier {
    st_table* copies; // original -> copy, by identity
    VALUE keep;       // the containers made, reachable while their contents are copied
};

// What rb_ivar_foreach and rb_hash_foreach pass to their callbacks.
struct Copying {
    Copier* copier;
    VALUE target;
    int depth;
    bool failed;
    bool pairs = false; // instance variables go into `target`, an Array, as [name, copy] pairs
};

VALUE copy(Copier& copier, VALUE object, int depth);

// A value nobody can change in place: shared between the copies.
bool immutable(VALUE object) {
    if (RB_SPECIAL_CONST_P(object)) return true;
    switch (RB_BUILTIN_TYPE(object)) {
    case T_SYMBOL:
    case T_FLOAT:
    case T_BIGNUM:
    case T_REGEXP: // no method changes a Regexp
        return true;
    case T_STRING:
        return RB_OBJ_FROZEN(object);
    default:
        return false;
    }
}

VALUE made(Copier& copier, VALUE object, VALUE target) {
    st_insert(copier.copies, static_cast<st_data_t>(object), static_cast<st_data_t>(target));
    return target;
}

// An instance variable copied onto the copy of its object, or (`pairs`) collected as `[name, copy]`.
int copy_ivar(ID name, VALUE value, st_data_t arg) {
    auto* c = reinterpret_cast<Copying*>(arg);
    VALUE copied = copy(*c->copier, value, c->depth + 1);
    if (copied == Qundef) {
        c->failed = true;
        return ST_STOP;
    }
    if (c->pairs)
        rb_ary_push(c->target, rb_assoc_new(rb_id2sym(name), copied));
    else
        rb_ivar_set(c->target, name, copied);
    return ST_CONTINUE;
}

int copy_pair(VALUE key, VALUE value, VALUE arg) {
    auto* c = reinterpret_cast<Copying*>(arg);
    VALUE copied = copy(*c->copier, value, c->depth + 1);
    // a key is shared: a String key is a frozen copy already, and a key that could change is refused
    if (copied == Qundef || !immutable(key)) {
        c->failed = true;
        return ST_STOP;
    }
    rb_hash_aset(c->target, key, copied);
    return ST_CONTINUE;
}

VALUE copy(Copier& copier, VALUE object, int depth) {
    if (immutable(object)) return object;
    st_data_t seen = 0;
    if (st_lookup(copier.copies, static_cast<st_data_t>(object), &seen)) return static_cast<VALUE>(seen);
    if (depth > kMaxDepth) return Qundef;
    // a singleton class, a subclass of a core class, extra state on a String/Array/Hash: not copied
    VALUE klass = rb_obj_class(object);
    if (RBASIC_CLASS(object) != klass || RB_OBJ_FROZEN(object)) return Qundef;
    switch (RB_BUILTIN_TYPE(object)) {
    case T_OBJECT: {
        VALUE target = made(copier, object, rb_obj_alloc(klass));
        rb_ary_push(copier.keep, target);
        Copying c{&copier, target, depth, false};
        rb_ivar_foreach(object, copy_ivar, reinterpret_cast<st_data_t>(&c));
        return c.failed ? Qundef : target;
    }
    case T_STRING:
        if (klass != rb_cString || RB_FL_TEST(object, RUBY_FL_EXIVAR)) return Qundef;
        return made(copier, object, rb_str_dup(object)); // shares the bytes until one side writes
    case T_ARRAY: {
        if (klass != rb_cArray || RB_FL_TEST(object, RUBY_FL_EXIVAR)) return Qundef;
        VALUE target = made(copier, object, rb_ary_new_capa(RARRAY_LEN(object)));
        rb_ary_push(copier.keep, target);
        for (long i = 0; i < RARRAY_LEN(object); ++i) {
            VALUE copied = copy(copier, RARRAY_AREF(object, i), depth + 1);
            if (copied == Qundef) return Qundef;
            rb_ary_push(target, copied);
        }
        return target;
    }
    case T_HASH: {
        // a default block, a default value that could change, identity comparison: not copied
        if (klass != rb_cHash || RB_FL_TEST(object, RUBY_FL_EXIVAR) ||
            RTEST(rb_funcall(object, rb_intern("compare_by_identity?"), 0)) ||
            !NIL_P(rb_funcall(object, rb_intern("default_proc"), 0)))
            return Qundef;
        VALUE fallback = rb_funcall(object, rb_intern("default"), 0);
        if (!immutable(fallback)) return Qundef;
        VALUE target = made(copier, object, rb_hash_new());
        rb_ary_push(copier.keep, target);
        rb_hash_set_ifnone(target, fallback);
        Copying c{&copier, target, depth, false};
        rb_hash_foreach(object, copy_pair, reinterpret_cast<VALUE>(&c));
        return c.failed ? Qundef : target;
    }
    default:
        return Qundef;
    }
}

struct CopyState {
    Copier copier;
    VALUE from;
};

int seed_copy(VALUE original, VALUE copied, VALUE arg) {
    auto* copier = reinterpret_cast<Copier*>(arg);
    made(*copier, original, copied);
    return ST_CONTINUE;
}

VALUE copy_state_body(VALUE arg) {
    auto* s = reinterpret_cast<CopyState*>(arg);
    VALUE pairs = rb_ary_new();
    rb_ary_push(s->copier.keep, pairs);
    Copying c{&s->copier, pairs, 0, false, true};
    rb_ivar_foreach(s->from, copy_ivar, reinterpret_cast<st_data_t>(&c));
    return c.failed ? Qnil : pairs;
}

VALUE copy_state_done(VALUE arg) {
    st_free_table(reinterpret_cast<CopyState*>(arg)->copier.copies);
    return Qnil;
}

// PP::Native.copy_state(from, to, seed): `from`'s instance variables as `[name, copy]` pairs for `to`,
// every copy deep and new, with a reference to `from` inside them one to `to`; nil when something in them
// cannot be copied. `seed` (an identity Hash) maps objects to what their copy is to be, and is used to keep
// the copies alive. The caller sets the pairs: `to` is never half-done.
VALUE m_copy_state(VALUE, VALUE from, VALUE to, VALUE seed) {
    if (RB_SPECIAL_CONST_P(from) || RB_BUILTIN_TYPE(from) != T_OBJECT || RB_SPECIAL_CONST_P(to) ||
        RB_BUILTIN_TYPE(to) != T_OBJECT || rb_obj_class(from) != rb_obj_class(to) || !RB_TYPE_P(seed, T_HASH))
        return Qnil;
    VALUE keep = rb_ary_new();
    rb_hash_aset(seed, keep, keep);
    CopyState s{{st_init_numtable_with_size(64), keep}, from};
    rb_hash_foreach(seed, seed_copy, reinterpret_cast<VALUE>(&s.copier));
    made(s.copier, from, to);
    return rb_ensure(copy_state_body, reinterpret_cast<VALUE>(&s), copy_state_done,
                     reinterpret_cast<VALUE>(&s));
}

} // namespace

void define_copy_state(VALUE native) {
    rb_define_module_function(native, "copy_state", RUBY_METHOD_FUNC(m_copy_state), 3);
}

} // namespace pp::ruby::detail
