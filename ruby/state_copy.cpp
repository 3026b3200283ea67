// PP::Native.copy_state, copy_value and freeze_state: a deep copy of a plain Ruby object's instance variables
// into another object, and the freezing of a kept copy, for the parse memo of ruby/prelude/parse_memo.rb. It
// copies only what a configuration-file parser keeps (plain objects, Arrays, Hashes, Strings) and shares what
// nobody can change (frozen Strings, Symbols, numbers, Regexps); anything else makes the whole copy fail, and
// the caller parses as the module would. What freeze_state froze (its `thaw` set) is copied as the unfrozen
// object it was.
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
    VALUE thaw;       // an identity Hash of what freeze_state froze (copied unfrozen), or nil
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

// Frozen by freeze_state, not by its owner: copied as the unfrozen object it was.
bool thawed(const Copier& copier, VALUE object) {
    return !NIL_P(copier.thaw) && !RB_SPECIAL_CONST_P(object) && RB_OBJ_FROZEN(object) &&
           rb_hash_lookup2(copier.thaw, object, Qundef) != Qundef;
}

VALUE copy(Copier& copier, VALUE object, int depth) {
    const bool thawing = thawed(copier, object);
    if (!thawing && immutable(object)) return object;
    st_data_t seen = 0;
    if (st_lookup(copier.copies, static_cast<st_data_t>(object), &seen)) return static_cast<VALUE>(seen);
    if (depth > kMaxDepth) return Qundef;
    // a singleton class, a subclass of a core class, extra state on a String/Array/Hash: not copied
    VALUE klass = rb_obj_class(object);
    if (RBASIC_CLASS(object) != klass || (RB_OBJ_FROZEN(object) && !thawing)) return Qundef;
    switch (RB_BUILTIN_TYPE(object)) {
    case T_OBJECT: {
        VALUE target = made(copier, object, rb_obj_alloc(klass));
        rb_ary_push(copier.keep, target);
        Copying c{&copier, target, depth, false};
        rb_ivar_foreach(object, copy_ivar, reinterpret_cast<st_data_t>(&c));
        return c.failed ? Qundef : target;
    }
    case T_STRING:
        if (klass != classes().string || RB_FL_TEST(object, RUBY_FL_EXIVAR)) return Qundef;
        return made(copier, object, rb_str_dup(object)); // unfrozen; shares the bytes until one side writes
    case T_ARRAY: {
        if (klass != classes().array || RB_FL_TEST(object, RUBY_FL_EXIVAR)) return Qundef;
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
        if (klass != classes().hash || RB_FL_TEST(object, RUBY_FL_EXIVAR) ||
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
    VALUE value = Qnil; // copy_value's
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

VALUE copy_value_body(VALUE arg) {
    auto* s = reinterpret_cast<CopyState*>(arg);
    VALUE copied = copy(s->copier, s->value, 0);
    return copied == Qundef ? Qnil : rb_ary_new_from_args(1, copied);
}

bool thaw_set(VALUE thaw) {
    return NIL_P(thaw) || RB_TYPE_P(thaw, T_HASH);
}

// PP::Native.copy_state(from, to, seed, thaw = nil): `from`'s instance variables as `[name, copy]` pairs
// for `to`, every copy deep and new, with a reference to `from` inside them one to `to`; nil when something
// in them cannot be copied. `seed` (an identity Hash) maps objects to what their copy is to be, and is used
// to keep the copies alive. `thaw`: what freeze_state froze. The caller sets the pairs: `to` is never
// half-done.
VALUE m_copy_state(int argc, VALUE* argv, VALUE) {
    rb_check_arity(argc, 3, 4);
    VALUE from = argv[0], to = argv[1], seed = argv[2], thaw = argc > 3 ? argv[3] : Qnil;
    if (RB_SPECIAL_CONST_P(from) || RB_BUILTIN_TYPE(from) != T_OBJECT || RB_SPECIAL_CONST_P(to) ||
        RB_BUILTIN_TYPE(to) != T_OBJECT || rb_obj_class(from) != rb_obj_class(to) ||
        !RB_TYPE_P(seed, T_HASH) || !thaw_set(thaw))
        return Qnil;
    VALUE keep = rb_ary_new();
    rb_hash_aset(seed, keep, keep);
    CopyState s{{st_init_numtable_with_size(64), keep, thaw}, from};
    rb_hash_foreach(seed, seed_copy, reinterpret_cast<VALUE>(&s.copier));
    made(s.copier, from, to);
    return rb_ensure(copy_state_body, reinterpret_cast<VALUE>(&s), copy_state_done,
                     reinterpret_cast<VALUE>(&s));
}

// PP::Native.copy_value(value, thaw = nil): `[copy]`, a deep copy of `value` by the same rules, or nil.
VALUE m_copy_value(int argc, VALUE* argv, VALUE) {
    rb_check_arity(argc, 1, 2);
    VALUE thaw = argc > 1 ? argv[1] : Qnil;
    if (!thaw_set(thaw)) return Qnil;
    VALUE keep = rb_ary_new();
    CopyState s{{st_init_numtable_with_size(16), keep, thaw}, Qnil, argv[0]};
    VALUE result =
        rb_ensure(copy_value_body, reinterpret_cast<VALUE>(&s), copy_state_done, reinterpret_cast<VALUE>(&s));
    RB_GC_GUARD(keep);
    return result;
}

// What freeze_state walks: the objects it froze (`thaw`), and the stand-ins it met below the top level.
struct Freezing {
    VALUE thaw;
    VALUE stand_ins;
    bool nested = false;
};

// `nested`: below a top-level instance variable.
void freeze_deep(Freezing& f, VALUE object, bool nested);

int freeze_ivar(ID, VALUE value, st_data_t arg) {
    freeze_deep(*reinterpret_cast<Freezing*>(arg), value, false);
    return ST_CONTINUE;
}

int freeze_nested_ivar(ID, VALUE value, st_data_t arg) {
    freeze_deep(*reinterpret_cast<Freezing*>(arg), value, true);
    return ST_CONTINUE;
}

int freeze_pair(VALUE key, VALUE value, VALUE arg) {
    auto* f = reinterpret_cast<Freezing*>(arg);
    freeze_deep(*f, key, true);
    freeze_deep(*f, value, true);
    return ST_CONTINUE;
}

// Freezes `object` and what it holds, where the copy would have copied them (copy_state made them, so they
// are plain objects, Arrays, Hashes and Strings).
void freeze_deep(Freezing& f, VALUE object, bool nested) {
    if (RB_SPECIAL_CONST_P(object)) return;
    if (nested && rb_hash_lookup2(f.stand_ins, object, Qundef) != Qundef) f.nested = true;
    if (RB_OBJ_FROZEN(object)) return; // frozen by its owner, or already walked
    switch (RB_BUILTIN_TYPE(object)) {
    case T_OBJECT:
    case T_STRING:
    case T_ARRAY:
    case T_HASH:
        break;
    default:
        return;
    }
    rb_hash_aset(f.thaw, object, Qtrue);
    rb_obj_freeze(object);
    switch (RB_BUILTIN_TYPE(object)) {
    case T_OBJECT:
        rb_ivar_foreach(object, freeze_nested_ivar, reinterpret_cast<st_data_t>(&f));
        break;
    case T_ARRAY:
        for (long i = 0; i < RARRAY_LEN(object); ++i)
            freeze_deep(f, RARRAY_AREF(object, i), true);
        break;
    case T_HASH:
        rb_hash_foreach(object, freeze_pair, reinterpret_cast<VALUE>(&f));
        break;
    default:
        break;
    }
}

// PP::Native.freeze_state(object, stand_ins): freezes what `object`'s instance variables hold, deeply, and
// returns the identity Hash of what it froze (copy_state's `thaw`); nil when one of `stand_ins` (an
// identity Hash) is held below the top level, where an instance sharing the state could not be given its
// own argument in its place. `object` itself stays unfrozen.
VALUE m_freeze_state(VALUE, VALUE object, VALUE stand_ins) {
    if (RB_SPECIAL_CONST_P(object) || RB_BUILTIN_TYPE(object) != T_OBJECT || !RB_TYPE_P(stand_ins, T_HASH))
        return Qnil;
    VALUE thaw = rb_hash_new();
    rb_funcall(thaw, rb_intern("compare_by_identity"), 0);
    Freezing f{thaw, stand_ins};
    rb_ivar_foreach(object, freeze_ivar, reinterpret_cast<st_data_t>(&f));
    return f.nested ? Qnil : thaw;
}

} // namespace

void define_copy_state(VALUE native) {
    rb_define_module_function(native, "copy_state", RUBY_METHOD_FUNC(m_copy_state), -1);
    rb_define_module_function(native, "copy_value", RUBY_METHOD_FUNC(m_copy_value), -1);
    rb_define_module_function(native, "freeze_state", RUBY_METHOD_FUNC(m_freeze_state), 2);
}

} // namespace pp::ruby::detail
