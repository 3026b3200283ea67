// The Puppet 7 language as an ANTLR 4 parser grammar. It accepts what Puppet's LALR grammar
// (lib/puppet/pops/parser/egrammar.ra) accepts; see grammar/README.md for the rule-by-rule mapping and the
// places where a rule is factored differently to stay LL-friendly (the AstBuilder then applies Puppet's
// semantic actions, including the errors Puppet raises from actions).
//
// Tokens come from pp's hand-written lexer (lexer/lexer.cpp), which makes the context-sensitive decisions
// Puppet's lexer makes: LISTSTART vs LBRACK, WSLPAREN vs LPAREN, SELBRACE vs LBRACE, REGEX vs DIV.
parser grammar PuppetParser;

// FastParser/FastContext (grammar/fast_runtime.hpp) replace the runtime's RTTI-heavy tree plumbing.
options {
    superClass = FastParser;
    contextSuperClass = FastContext;
}

@parser::header {
#include "fast_runtime.hpp"
}

// Keep this list in the order of lexer/tokens.def (a unit test checks it).
tokens {
    STRING, DQPRE, DQMID, DQPOST, WORD, LBRACK, LISTSTART, RBRACK, LBRACE, SELBRACE, RBRACE, LPAREN,
    WSLPAREN, RPAREN, FARROW, PARROW, COMMA, BOOLEAN, EQUALS, APPENDS, DELETES, ISEQUAL, NOTEQUAL, MATCH,
    NOMATCH, GREATEREQUAL, GREATERTHAN, LESSEQUAL, LESSTHAN, LSHIFT, RSHIFT, LLCOLLECT, RRCOLLECT, LCOLLECT,
    RCOLLECT, DOT, COLON, QMARK, SEMIC, PIPE, AT, ATAT, TILDE, PLUS, MINUS, TIMES, DIV, MODULO, NOT,
    IN_EDGE, IN_EDGE_SUB, OUT_EDGE, OUT_EDGE_SUB, VARIABLE, NAME, CLASSREF, NUMBER, REGEX, HEREDOC,
    SUBLOCATE, RENDER_STRING, RENDER_EXPR, EPP_START, EPP_END, EPP_END_TRIM, CASE, CLASS, DEFAULT, DEFINE,
    IF, ELSIF, ELSE, INHERITS, NODE, AND, OR, UNDEF, IN, UNLESS, FUNCTION, TYPE, ATTR, PRIVATE, PLAN, APPLY,
    OTHER
}

// ---- Program and statements -------------------------------------------------------------------------

program
    : EPP_START eppParameters? statements? EOF      # eppProgram
    | statements? EOF                               # codeProgram
    ;

eppParameters
    : PIPE PIPE
    | PIPE parameters COMMA? PIPE
    ;

// `;` only separates statements (a trailing `;` is a syntax error in Puppet 7); juxtaposed statements
// are how statement calls without parentheses (`include a, b`) are written. The AstBuilder applies
// Puppet's transform_calls to the list.
statements
    : syntacticStatement (SEMIC? syntacticStatement)*
    ;

// Puppet's LALR parser always shifts a `[` (LBRACK: no space before it) or a `{` that follows an
// expression, as an access or a resource body, and fails there if what follows does not fit. ANTLR instead
// reads such a token as the start of a new statement (an array or a hash). The AstBuilder rejects a
// juxtaposed statement starting with either token, and parser.cpp re-parses from it with these rules, only
// to report the syntax error where Puppet reports it.
accessContinuation
    : accessArgs COMMA? RBRACK
    ;

resourceContinuation
    : expression COLON attributeOperations additionalResourceBodies RBRACE
    | attributeOperations COMMA? RBRACE
    ;

syntacticStatement
    : assignment (COMMA assignment)*
    ;

assignment
    : relationship ((EQUALS | APPENDS | DELETES) assignment)?
    ;

relationship
    : resource ((IN_EDGE | IN_EDGE_SUB | OUT_EDGE | OUT_EDGE_SUB) resource)*
    ;

// ---- Resources ----------------------------------------------------------------------------------------

resource
    : resource LBRACE expression COLON attributeOperations additionalResourceBodies RBRACE   # resourceTitled
    | resource LBRACE attributeOperations COMMA? RBRACE                                      # resourceUntitled
    | AT resource                                                                           # resourceVirtual
    | ATAT resource                                                                         # resourceExported
    | CLASS LBRACE resourceBodies SEMIC? RBRACE                                             # resourceClass
    | expression                                                                            # resourceExpression
    ;

resourceBody
    : expression COLON attributeOperations COMMA?
    ;

resourceBodies
    : resourceBody (SEMIC resourceBody)*
    ;

additionalResourceBodies
    : COMMA? (SEMIC (resourceBodies SEMIC?)?)?
    ;

attributeOperations
    : (attributeOperation (COMMA attributeOperation)*)?
    ;

attributeOperation
    : attributeName (FARROW | PARROW) expression    # attributeOp
    | TIMES FARROW expression                       # attributesOp
    ;

attributeName
    : NAME
    | keyword
    ;

// ---- Expressions (precedence from egrammar.ra, highest first) -----------------------------------------

expression
    : expression LPAREN (arguments COMMA?)? RPAREN lambda?                  # callExpression
    | expression DOT (NAME | TYPE) (LPAREN arguments? RPAREN)? lambda?      # methodCallExpression
    | expression LBRACK accessArgs COMMA? RBRACK                            # accessExpression
    | expression collectQuery (LBRACE attributeOperations COMMA? RBRACE)?   # collectExpression
    | <assoc = right> NOT expression                                        # notExpression
    | TIMES expression                                                      # unfoldExpression
    | MINUS expression                                                      # negateExpression
    | expression IN expression                                              # inExpression
    | expression (MATCH | NOMATCH) expression                               # matchExpression
    | expression (TIMES | DIV | MODULO) expression                          # multiplicativeExpression
    | expression (PLUS | MINUS) expression                                  # additiveExpression
    | expression (LSHIFT | RSHIFT) expression                               # shiftExpression
    | expression (NOTEQUAL | ISEQUAL) expression                            # equalityExpression
    | expression (GREATEREQUAL | GREATERTHAN | LESSTHAN | LESSEQUAL) expression # relationalExpression
    | expression QMARK selectorEntries                                      # selectorExpression
    | expression AND expression                                             # andExpression
    | expression OR expression                                              # orExpression
    | primary                                                               # primaryExpression
    ;

primary
    : VARIABLE                                          # variable
    | (LPAREN | WSLPAREN) assignment RPAREN             # parenthesized
    | caseExpression                                    # caseExpr
    | ifExpression                                      # ifExpr
    | unlessExpression                                  # unlessExpr
    | defineExpression                                  # defineExpr
    | classDefinition                                   # classExpr
    | nodeDefinition                                    # nodeExpr
    | functionDefinition                                # functionExpr
    | TYPE typeForm                                     # typeExpr
    | eppRenderExpression                               # eppRender
    | (PRIVATE | ATTR)                                  # reservedWord
    | array                                             # arrayExpr
    | hash                                              # hashExpr
    | REGEX                                             # regex
    | quotedText                                        # quoted
    | CLASSREF                                          # typeReference
    | NUMBER                                            # number
    | BOOLEAN                                           # boolean
    | DEFAULT                                           # default
    | UNDEF                                             # undef
    | NAME                                              # name
    ;

// Call arguments. Puppet's `argument: assignment | hashpair` is factored so the choice needs one token of
// lookahead after the first expression; the builder rejects a bare keyword (TYPE/FUNCTION) argument.
arguments
    : argument (COMMA argument)*
    ;

argument
    : (assignment | TYPE | FUNCTION) (FARROW hashEntry)?
    ;

accessArgs
    : accessArg (COMMA accessArg)*
    ;

// Puppet: `access_arg: expression | hashpair`; the builder rejects an assignment used as a plain key.
accessArg
    : (assignment | TYPE | FUNCTION) (FARROW hashEntry)?
    ;

lambda
    : PIPE (parameters COMMA?)? PIPE (RSHIFT CLASSREF (LBRACK accessArgs RBRACK)?)? LBRACE statements? RBRACE
    ;

selectorEntries
    : SELBRACE selectorEntry (COMMA selectorEntry)* COMMA? RBRACE
    | selectorEntry
    ;

selectorEntry
    : expression FARROW expression
    ;

collectQuery
    : LCOLLECT expression? RCOLLECT       # virtualQuery
    | LLCOLLECT expression? RRCOLLECT     # exportedQuery
    ;

// ---- Conditionals --------------------------------------------------------------------------------------

ifExpression
    : IF ifPart
    ;

ifPart
    : expression LBRACE statements? RBRACE (ELSIF ifPart | ELSE LBRACE statements? RBRACE)?
    ;

unlessExpression
    : UNLESS expression LBRACE statements? RBRACE (ELSE LBRACE statements? RBRACE)?
    ;

caseExpression
    : CASE expression LBRACE caseOption+ RBRACE
    ;

caseOption
    : expression (COMMA expression)* COLON LBRACE statements? RBRACE
    ;

// ---- Definitions ---------------------------------------------------------------------------------------

defineExpression
    : DEFINE classname parameterList? LBRACE statements? RBRACE
    ;

classDefinition
    : CLASS classname parameterList? (INHERITS (classname | DEFAULT))? LBRACE statements? RBRACE
    ;

// CLASS and STRING are accepted so the builder can give Puppet's specific errors for them.
classname
    : NAME
    | WORD
    | CLASSREF
    | CLASS
    | STRING
    ;

parameterList
    : (LPAREN | WSLPAREN) (parameters COMMA?)? RPAREN
    ;

parameters
    : parameter (COMMA parameter)*
    ;

parameter
    : (CLASSREF (LBRACK accessArgs RBRACK)?)? TIMES? VARIABLE (EQUALS expression)?
    ;

nodeDefinition
    : NODE hostname (COMMA hostname)* COMMA? (INHERITS hostname)? LBRACE statements? RBRACE
    ;

hostname
    : nameOrNumber (DOT nameOrNumber)*    # dottedHostname
    | quotedText                          # quotedHostname
    | DEFAULT                             # defaultHostname
    | REGEX                               # regexHostname
    ;

nameOrNumber
    : NAME
    | NUMBER
    ;

functionDefinition
    : FUNCTION classname parameterList? (RSHIFT CLASSREF (LBRACK accessArgs RBRACK)?)? LBRACE statements? RBRACE
    ;

// The three forms that start with `type` share one primary alternative so that `primary` stays an LL(1)
// decision: a call of the function `type`, a type alias and a type definition.
typeForm
    : LPAREN (arguments COMMA?)? RPAREN lambda?                          # typeCall
    | CLASSREF (LBRACK accessArgs RBRACK)? EQUALS typeAliasRhs           # typeAlias
    | CLASSREF (INHERITS CLASSREF)? LBRACE statements? RBRACE             # typeDefinition
    ;

typeAliasRhs
    : CLASSREF hash                                   # aliasObject
    | CLASSREF LBRACK accessArgs COMMA? RBRACK        # aliasAccess
    | CLASSREF                                        # aliasReference
    | hash                                            # aliasHash
    | array                                           # aliasArray
    ;

// ---- Templates -----------------------------------------------------------------------------------------

eppRenderExpression
    : RENDER_STRING                                                  # renderString
    | RENDER_EXPR LBRACE statements RBRACE (EPP_END | EPP_END_TRIM)  # renderBlock
    | RENDER_EXPR expression (EPP_END | EPP_END_TRIM)                # renderExpr
    ;

// ---- Literals ------------------------------------------------------------------------------------------

array
    : (LISTSTART | LBRACK) (collectionEntry (COMMA collectionEntry)* COMMA?)? RBRACK
    ;

collectionEntry
    : (assignment | TYPE | FUNCTION) (FARROW hashEntry)?
    ;

hash
    : LBRACE (hashPair (COMMA hashPair)* COMMA?)? RBRACE
    ;

hashPair
    : hashEntry FARROW hashEntry
    ;

hashEntry
    : assignment
    | TYPE
    | FUNCTION
    ;

quotedText
    : STRING                        # singleQuoted
    | WORD                          # bareWord
    | dqString                      # doubleQuoted
    | HEREDOC SUBLOCATE heredocText # heredoc
    ;

heredocText
    : STRING
    | WORD
    | dqString
    ;

dqString
    : DQPRE assignment (DQMID assignment)* DQPOST
    ;

keyword
    : AND | CASE | CLASS | DEFAULT | DEFINE | ELSE | ELSIF | IF | IN | INHERITS | NODE | OR | UNDEF | UNLESS
    | TYPE | ATTR | FUNCTION | PRIVATE | PLAN | APPLY
    ;
