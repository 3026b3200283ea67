
#include "fast_runtime.hpp"


// Generated from grammar/PuppetParser.g4 by ANTLR 4.7.2

#pragma once


#include "antlr4-runtime.h"


namespace pp::grammar {


class  PuppetParser : public FastParser {
public:
  enum {
    STRING = 1, DQPRE = 2, DQMID = 3, DQPOST = 4, WORD = 5, LBRACK = 6, 
    LISTSTART = 7, RBRACK = 8, LBRACE = 9, SELBRACE = 10, RBRACE = 11, LPAREN = 12, 
    WSLPAREN = 13, RPAREN = 14, FARROW = 15, PARROW = 16, COMMA = 17, BOOLEAN = 18, 
    EQUALS = 19, APPENDS = 20, DELETES = 21, ISEQUAL = 22, NOTEQUAL = 23, 
    MATCH = 24, NOMATCH = 25, GREATEREQUAL = 26, GREATERTHAN = 27, LESSEQUAL = 28, 
    LESSTHAN = 29, LSHIFT = 30, RSHIFT = 31, LLCOLLECT = 32, RRCOLLECT = 33, 
    LCOLLECT = 34, RCOLLECT = 35, DOT = 36, COLON = 37, QMARK = 38, SEMIC = 39, 
    PIPE = 40, AT = 41, ATAT = 42, TILDE = 43, PLUS = 44, MINUS = 45, TIMES = 46, 
    DIV = 47, MODULO = 48, NOT = 49, IN_EDGE = 50, IN_EDGE_SUB = 51, OUT_EDGE = 52, 
    OUT_EDGE_SUB = 53, VARIABLE = 54, NAME = 55, CLASSREF = 56, NUMBER = 57, 
    REGEX = 58, HEREDOC = 59, SUBLOCATE = 60, RENDER_STRING = 61, RENDER_EXPR = 62, 
    EPP_START = 63, EPP_END = 64, EPP_END_TRIM = 65, CASE = 66, CLASS = 67, 
    DEFAULT = 68, DEFINE = 69, IF = 70, ELSIF = 71, ELSE = 72, INHERITS = 73, 
    NODE = 74, AND = 75, OR = 76, UNDEF = 77, IN = 78, UNLESS = 79, FUNCTION = 80, 
    TYPE = 81, ATTR = 82, PRIVATE = 83, PLAN = 84, APPLY = 85, OTHER = 86
  };

  enum {
    RuleProgram = 0, RuleEppParameters = 1, RuleStatements = 2, RuleAccessContinuation = 3, 
    RuleResourceContinuation = 4, RuleSyntacticStatement = 5, RuleAssignment = 6, 
    RuleRelationship = 7, RuleResource = 8, RuleResourceBody = 9, RuleResourceBodies = 10, 
    RuleAdditionalResourceBodies = 11, RuleAttributeOperations = 12, RuleAttributeOperation = 13, 
    RuleAttributeName = 14, RuleExpression = 15, RulePrimary = 16, RuleArguments = 17, 
    RuleArgument = 18, RuleAccessArgs = 19, RuleAccessArg = 20, RuleLambda = 21, 
    RuleSelectorEntries = 22, RuleSelectorEntry = 23, RuleCollectQuery = 24, 
    RuleIfExpression = 25, RuleIfPart = 26, RuleUnlessExpression = 27, RuleCaseExpression = 28, 
    RuleCaseOption = 29, RuleDefineExpression = 30, RuleClassDefinition = 31, 
    RuleClassname = 32, RuleParameterList = 33, RuleParameters = 34, RuleParameter = 35, 
    RuleNodeDefinition = 36, RuleHostname = 37, RuleNameOrNumber = 38, RuleFunctionDefinition = 39, 
    RuleTypeForm = 40, RuleTypeAliasRhs = 41, RuleEppRenderExpression = 42, 
    RuleArray = 43, RuleCollectionEntry = 44, RuleHash = 45, RuleHashPair = 46, 
    RuleHashEntry = 47, RuleQuotedText = 48, RuleHeredocText = 49, RuleDqString = 50, 
    RuleKeyword = 51
  };

  PuppetParser(antlr4::TokenStream *input);
  ~PuppetParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class ProgramContext;
  class EppParametersContext;
  class StatementsContext;
  class AccessContinuationContext;
  class ResourceContinuationContext;
  class SyntacticStatementContext;
  class AssignmentContext;
  class RelationshipContext;
  class ResourceContext;
  class ResourceBodyContext;
  class ResourceBodiesContext;
  class AdditionalResourceBodiesContext;
  class AttributeOperationsContext;
  class AttributeOperationContext;
  class AttributeNameContext;
  class ExpressionContext;
  class PrimaryContext;
  class ArgumentsContext;
  class ArgumentContext;
  class AccessArgsContext;
  class AccessArgContext;
  class LambdaContext;
  class SelectorEntriesContext;
  class SelectorEntryContext;
  class CollectQueryContext;
  class IfExpressionContext;
  class IfPartContext;
  class UnlessExpressionContext;
  class CaseExpressionContext;
  class CaseOptionContext;
  class DefineExpressionContext;
  class ClassDefinitionContext;
  class ClassnameContext;
  class ParameterListContext;
  class ParametersContext;
  class ParameterContext;
  class NodeDefinitionContext;
  class HostnameContext;
  class NameOrNumberContext;
  class FunctionDefinitionContext;
  class TypeFormContext;
  class TypeAliasRhsContext;
  class EppRenderExpressionContext;
  class ArrayContext;
  class CollectionEntryContext;
  class HashContext;
  class HashPairContext;
  class HashEntryContext;
  class QuotedTextContext;
  class HeredocTextContext;
  class DqStringContext;
  class KeywordContext; 

  class  ProgramContext : public FastContext {
  public:
    ProgramContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    ProgramContext() = default;
    void copyFrom(ProgramContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  CodeProgramContext : public ProgramContext {
  public:
    CodeProgramContext(ProgramContext *ctx);

    antlr4::tree::TerminalNode *EOF();
    StatementsContext *statements();
  };

  class  EppProgramContext : public ProgramContext {
  public:
    EppProgramContext(ProgramContext *ctx);

    antlr4::tree::TerminalNode *EPP_START();
    antlr4::tree::TerminalNode *EOF();
    EppParametersContext *eppParameters();
    StatementsContext *statements();
  };

  ProgramContext* program();

  class  EppParametersContext : public FastContext {
  public:
    EppParametersContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> PIPE();
    antlr4::tree::TerminalNode* PIPE(size_t i);
    ParametersContext *parameters();
    antlr4::tree::TerminalNode *COMMA();

   
  };

  EppParametersContext* eppParameters();

  class  StatementsContext : public FastContext {
  public:
    StatementsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<SyntacticStatementContext *> syntacticStatement();
    SyntacticStatementContext* syntacticStatement(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SEMIC();
    antlr4::tree::TerminalNode* SEMIC(size_t i);

   
  };

  StatementsContext* statements();

  class  AccessContinuationContext : public FastContext {
  public:
    AccessContinuationContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();
    antlr4::tree::TerminalNode *COMMA();

   
  };

  AccessContinuationContext* accessContinuation();

  class  ResourceContinuationContext : public FastContext {
  public:
    ResourceContinuationContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *COLON();
    AttributeOperationsContext *attributeOperations();
    AdditionalResourceBodiesContext *additionalResourceBodies();
    antlr4::tree::TerminalNode *RBRACE();
    antlr4::tree::TerminalNode *COMMA();

   
  };

  ResourceContinuationContext* resourceContinuation();

  class  SyntacticStatementContext : public FastContext {
  public:
    SyntacticStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<AssignmentContext *> assignment();
    AssignmentContext* assignment(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  SyntacticStatementContext* syntacticStatement();

  class  AssignmentContext : public FastContext {
  public:
    AssignmentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    RelationshipContext *relationship();
    AssignmentContext *assignment();
    antlr4::tree::TerminalNode *EQUALS();
    antlr4::tree::TerminalNode *APPENDS();
    antlr4::tree::TerminalNode *DELETES();

   
  };

  AssignmentContext* assignment();

  class  RelationshipContext : public FastContext {
  public:
    RelationshipContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ResourceContext *> resource();
    ResourceContext* resource(size_t i);
    std::vector<antlr4::tree::TerminalNode *> IN_EDGE();
    antlr4::tree::TerminalNode* IN_EDGE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> IN_EDGE_SUB();
    antlr4::tree::TerminalNode* IN_EDGE_SUB(size_t i);
    std::vector<antlr4::tree::TerminalNode *> OUT_EDGE();
    antlr4::tree::TerminalNode* OUT_EDGE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> OUT_EDGE_SUB();
    antlr4::tree::TerminalNode* OUT_EDGE_SUB(size_t i);

   
  };

  RelationshipContext* relationship();

  class  ResourceContext : public FastContext {
  public:
    ResourceContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    ResourceContext() = default;
    void copyFrom(ResourceContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  ResourceExportedContext : public ResourceContext {
  public:
    ResourceExportedContext(ResourceContext *ctx);

    antlr4::tree::TerminalNode *ATAT();
    ResourceContext *resource();
  };

  class  ResourceExpressionContext : public ResourceContext {
  public:
    ResourceExpressionContext(ResourceContext *ctx);

    ExpressionContext *expression();
  };

  class  ResourceUntitledContext : public ResourceContext {
  public:
    ResourceUntitledContext(ResourceContext *ctx);

    ResourceContext *resource();
    antlr4::tree::TerminalNode *LBRACE();
    AttributeOperationsContext *attributeOperations();
    antlr4::tree::TerminalNode *RBRACE();
    antlr4::tree::TerminalNode *COMMA();
  };

  class  ResourceVirtualContext : public ResourceContext {
  public:
    ResourceVirtualContext(ResourceContext *ctx);

    antlr4::tree::TerminalNode *AT();
    ResourceContext *resource();
  };

  class  ResourceClassContext : public ResourceContext {
  public:
    ResourceClassContext(ResourceContext *ctx);

    antlr4::tree::TerminalNode *CLASS();
    antlr4::tree::TerminalNode *LBRACE();
    ResourceBodiesContext *resourceBodies();
    antlr4::tree::TerminalNode *RBRACE();
    antlr4::tree::TerminalNode *SEMIC();
  };

  class  ResourceTitledContext : public ResourceContext {
  public:
    ResourceTitledContext(ResourceContext *ctx);

    ResourceContext *resource();
    antlr4::tree::TerminalNode *LBRACE();
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *COLON();
    AttributeOperationsContext *attributeOperations();
    AdditionalResourceBodiesContext *additionalResourceBodies();
    antlr4::tree::TerminalNode *RBRACE();
  };

  ResourceContext* resource();
  ResourceContext* resource(int precedence);
  class  ResourceBodyContext : public FastContext {
  public:
    ResourceBodyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *COLON();
    AttributeOperationsContext *attributeOperations();
    antlr4::tree::TerminalNode *COMMA();

   
  };

  ResourceBodyContext* resourceBody();

  class  ResourceBodiesContext : public FastContext {
  public:
    ResourceBodiesContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ResourceBodyContext *> resourceBody();
    ResourceBodyContext* resourceBody(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SEMIC();
    antlr4::tree::TerminalNode* SEMIC(size_t i);

   
  };

  ResourceBodiesContext* resourceBodies();

  class  AdditionalResourceBodiesContext : public FastContext {
  public:
    AdditionalResourceBodiesContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *COMMA();
    std::vector<antlr4::tree::TerminalNode *> SEMIC();
    antlr4::tree::TerminalNode* SEMIC(size_t i);
    ResourceBodiesContext *resourceBodies();

   
  };

  AdditionalResourceBodiesContext* additionalResourceBodies();

  class  AttributeOperationsContext : public FastContext {
  public:
    AttributeOperationsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<AttributeOperationContext *> attributeOperation();
    AttributeOperationContext* attributeOperation(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  AttributeOperationsContext* attributeOperations();

  class  AttributeOperationContext : public FastContext {
  public:
    AttributeOperationContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    AttributeOperationContext() = default;
    void copyFrom(AttributeOperationContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  AttributesOpContext : public AttributeOperationContext {
  public:
    AttributesOpContext(AttributeOperationContext *ctx);

    antlr4::tree::TerminalNode *TIMES();
    antlr4::tree::TerminalNode *FARROW();
    ExpressionContext *expression();
  };

  class  AttributeOpContext : public AttributeOperationContext {
  public:
    AttributeOpContext(AttributeOperationContext *ctx);

    AttributeNameContext *attributeName();
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *FARROW();
    antlr4::tree::TerminalNode *PARROW();
  };

  AttributeOperationContext* attributeOperation();

  class  AttributeNameContext : public FastContext {
  public:
    AttributeNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NAME();
    KeywordContext *keyword();

   
  };

  AttributeNameContext* attributeName();

  class  ExpressionContext : public FastContext {
  public:
    ExpressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    ExpressionContext() = default;
    void copyFrom(ExpressionContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  PrimaryExpressionContext : public ExpressionContext {
  public:
    PrimaryExpressionContext(ExpressionContext *ctx);

    PrimaryContext *primary();
  };

  class  MatchExpressionContext : public ExpressionContext {
  public:
    MatchExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *MATCH();
    antlr4::tree::TerminalNode *NOMATCH();
  };

  class  SelectorExpressionContext : public ExpressionContext {
  public:
    SelectorExpressionContext(ExpressionContext *ctx);

    ExpressionContext *expression();
    antlr4::tree::TerminalNode *QMARK();
    SelectorEntriesContext *selectorEntries();
  };

  class  ShiftExpressionContext : public ExpressionContext {
  public:
    ShiftExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *LSHIFT();
    antlr4::tree::TerminalNode *RSHIFT();
  };

  class  AdditiveExpressionContext : public ExpressionContext {
  public:
    AdditiveExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *PLUS();
    antlr4::tree::TerminalNode *MINUS();
  };

  class  RelationalExpressionContext : public ExpressionContext {
  public:
    RelationalExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *GREATEREQUAL();
    antlr4::tree::TerminalNode *GREATERTHAN();
    antlr4::tree::TerminalNode *LESSTHAN();
    antlr4::tree::TerminalNode *LESSEQUAL();
  };

  class  CollectExpressionContext : public ExpressionContext {
  public:
    CollectExpressionContext(ExpressionContext *ctx);

    ExpressionContext *expression();
    CollectQueryContext *collectQuery();
    antlr4::tree::TerminalNode *LBRACE();
    AttributeOperationsContext *attributeOperations();
    antlr4::tree::TerminalNode *RBRACE();
    antlr4::tree::TerminalNode *COMMA();
  };

  class  UnfoldExpressionContext : public ExpressionContext {
  public:
    UnfoldExpressionContext(ExpressionContext *ctx);

    antlr4::tree::TerminalNode *TIMES();
    ExpressionContext *expression();
  };

  class  MethodCallExpressionContext : public ExpressionContext {
  public:
    MethodCallExpressionContext(ExpressionContext *ctx);

    ExpressionContext *expression();
    antlr4::tree::TerminalNode *DOT();
    antlr4::tree::TerminalNode *NAME();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    LambdaContext *lambda();
    ArgumentsContext *arguments();
  };

  class  NotExpressionContext : public ExpressionContext {
  public:
    NotExpressionContext(ExpressionContext *ctx);

    antlr4::tree::TerminalNode *NOT();
    ExpressionContext *expression();
  };

  class  MultiplicativeExpressionContext : public ExpressionContext {
  public:
    MultiplicativeExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *TIMES();
    antlr4::tree::TerminalNode *DIV();
    antlr4::tree::TerminalNode *MODULO();
  };

  class  OrExpressionContext : public ExpressionContext {
  public:
    OrExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *OR();
  };

  class  AccessExpressionContext : public ExpressionContext {
  public:
    AccessExpressionContext(ExpressionContext *ctx);

    ExpressionContext *expression();
    antlr4::tree::TerminalNode *LBRACK();
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();
    antlr4::tree::TerminalNode *COMMA();
  };

  class  InExpressionContext : public ExpressionContext {
  public:
    InExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *IN();
  };

  class  AndExpressionContext : public ExpressionContext {
  public:
    AndExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *AND();
  };

  class  CallExpressionContext : public ExpressionContext {
  public:
    CallExpressionContext(ExpressionContext *ctx);

    ExpressionContext *expression();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    ArgumentsContext *arguments();
    LambdaContext *lambda();
    antlr4::tree::TerminalNode *COMMA();
  };

  class  EqualityExpressionContext : public ExpressionContext {
  public:
    EqualityExpressionContext(ExpressionContext *ctx);

    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *NOTEQUAL();
    antlr4::tree::TerminalNode *ISEQUAL();
  };

  class  NegateExpressionContext : public ExpressionContext {
  public:
    NegateExpressionContext(ExpressionContext *ctx);

    antlr4::tree::TerminalNode *MINUS();
    ExpressionContext *expression();
  };

  ExpressionContext* expression();
  ExpressionContext* expression(int precedence);
  class  PrimaryContext : public FastContext {
  public:
    PrimaryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    PrimaryContext() = default;
    void copyFrom(PrimaryContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  ArrayExprContext : public PrimaryContext {
  public:
    ArrayExprContext(PrimaryContext *ctx);

    ArrayContext *array();
  };

  class  TypeExprContext : public PrimaryContext {
  public:
    TypeExprContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *TYPE();
    TypeFormContext *typeForm();
  };

  class  ClassExprContext : public PrimaryContext {
  public:
    ClassExprContext(PrimaryContext *ctx);

    ClassDefinitionContext *classDefinition();
  };

  class  UndefContext : public PrimaryContext {
  public:
    UndefContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *UNDEF();
  };

  class  DefineExprContext : public PrimaryContext {
  public:
    DefineExprContext(PrimaryContext *ctx);

    DefineExpressionContext *defineExpression();
  };

  class  HashExprContext : public PrimaryContext {
  public:
    HashExprContext(PrimaryContext *ctx);

    HashContext *hash();
  };

  class  ReservedWordContext : public PrimaryContext {
  public:
    ReservedWordContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *PRIVATE();
    antlr4::tree::TerminalNode *ATTR();
  };

  class  FunctionExprContext : public PrimaryContext {
  public:
    FunctionExprContext(PrimaryContext *ctx);

    FunctionDefinitionContext *functionDefinition();
  };

  class  QuotedContext : public PrimaryContext {
  public:
    QuotedContext(PrimaryContext *ctx);

    QuotedTextContext *quotedText();
  };

  class  NumberContext : public PrimaryContext {
  public:
    NumberContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *NUMBER();
  };

  class  RegexContext : public PrimaryContext {
  public:
    RegexContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *REGEX();
  };

  class  DefaultContext : public PrimaryContext {
  public:
    DefaultContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *DEFAULT();
  };

  class  BooleanContext : public PrimaryContext {
  public:
    BooleanContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *BOOLEAN();
  };

  class  EppRenderContext : public PrimaryContext {
  public:
    EppRenderContext(PrimaryContext *ctx);

    EppRenderExpressionContext *eppRenderExpression();
  };

  class  ParenthesizedContext : public PrimaryContext {
  public:
    ParenthesizedContext(PrimaryContext *ctx);

    AssignmentContext *assignment();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *WSLPAREN();
  };

  class  VariableContext : public PrimaryContext {
  public:
    VariableContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *VARIABLE();
  };

  class  UnlessExprContext : public PrimaryContext {
  public:
    UnlessExprContext(PrimaryContext *ctx);

    UnlessExpressionContext *unlessExpression();
  };

  class  NameContext : public PrimaryContext {
  public:
    NameContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *NAME();
  };

  class  IfExprContext : public PrimaryContext {
  public:
    IfExprContext(PrimaryContext *ctx);

    IfExpressionContext *ifExpression();
  };

  class  TypeReferenceContext : public PrimaryContext {
  public:
    TypeReferenceContext(PrimaryContext *ctx);

    antlr4::tree::TerminalNode *CLASSREF();
  };

  class  CaseExprContext : public PrimaryContext {
  public:
    CaseExprContext(PrimaryContext *ctx);

    CaseExpressionContext *caseExpression();
  };

  class  NodeExprContext : public PrimaryContext {
  public:
    NodeExprContext(PrimaryContext *ctx);

    NodeDefinitionContext *nodeDefinition();
  };

  PrimaryContext* primary();

  class  ArgumentsContext : public FastContext {
  public:
    ArgumentsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ArgumentContext *> argument();
    ArgumentContext* argument(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ArgumentsContext* arguments();

  class  ArgumentContext : public FastContext {
  public:
    ArgumentContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    AssignmentContext *assignment();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *FUNCTION();
    antlr4::tree::TerminalNode *FARROW();
    HashEntryContext *hashEntry();

   
  };

  ArgumentContext* argument();

  class  AccessArgsContext : public FastContext {
  public:
    AccessArgsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<AccessArgContext *> accessArg();
    AccessArgContext* accessArg(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  AccessArgsContext* accessArgs();

  class  AccessArgContext : public FastContext {
  public:
    AccessArgContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    AssignmentContext *assignment();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *FUNCTION();
    antlr4::tree::TerminalNode *FARROW();
    HashEntryContext *hashEntry();

   
  };

  AccessArgContext* accessArg();

  class  LambdaContext : public FastContext {
  public:
    LambdaContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<antlr4::tree::TerminalNode *> PIPE();
    antlr4::tree::TerminalNode* PIPE(size_t i);
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    ParametersContext *parameters();
    antlr4::tree::TerminalNode *RSHIFT();
    antlr4::tree::TerminalNode *CLASSREF();
    StatementsContext *statements();
    antlr4::tree::TerminalNode *COMMA();
    antlr4::tree::TerminalNode *LBRACK();
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();

   
  };

  LambdaContext* lambda();

  class  SelectorEntriesContext : public FastContext {
  public:
    SelectorEntriesContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *SELBRACE();
    std::vector<SelectorEntryContext *> selectorEntry();
    SelectorEntryContext* selectorEntry(size_t i);
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  SelectorEntriesContext* selectorEntries();

  class  SelectorEntryContext : public FastContext {
  public:
    SelectorEntryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *FARROW();

   
  };

  SelectorEntryContext* selectorEntry();

  class  CollectQueryContext : public FastContext {
  public:
    CollectQueryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    CollectQueryContext() = default;
    void copyFrom(CollectQueryContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  ExportedQueryContext : public CollectQueryContext {
  public:
    ExportedQueryContext(CollectQueryContext *ctx);

    antlr4::tree::TerminalNode *LLCOLLECT();
    antlr4::tree::TerminalNode *RRCOLLECT();
    ExpressionContext *expression();
  };

  class  VirtualQueryContext : public CollectQueryContext {
  public:
    VirtualQueryContext(CollectQueryContext *ctx);

    antlr4::tree::TerminalNode *LCOLLECT();
    antlr4::tree::TerminalNode *RCOLLECT();
    ExpressionContext *expression();
  };

  CollectQueryContext* collectQuery();

  class  IfExpressionContext : public FastContext {
  public:
    IfExpressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IF();
    IfPartContext *ifPart();

   
  };

  IfExpressionContext* ifExpression();

  class  IfPartContext : public FastContext {
  public:
    IfPartContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExpressionContext *expression();
    std::vector<antlr4::tree::TerminalNode *> LBRACE();
    antlr4::tree::TerminalNode* LBRACE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> RBRACE();
    antlr4::tree::TerminalNode* RBRACE(size_t i);
    std::vector<StatementsContext *> statements();
    StatementsContext* statements(size_t i);
    antlr4::tree::TerminalNode *ELSIF();
    IfPartContext *ifPart();
    antlr4::tree::TerminalNode *ELSE();

   
  };

  IfPartContext* ifPart();

  class  UnlessExpressionContext : public FastContext {
  public:
    UnlessExpressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *UNLESS();
    ExpressionContext *expression();
    std::vector<antlr4::tree::TerminalNode *> LBRACE();
    antlr4::tree::TerminalNode* LBRACE(size_t i);
    std::vector<antlr4::tree::TerminalNode *> RBRACE();
    antlr4::tree::TerminalNode* RBRACE(size_t i);
    std::vector<StatementsContext *> statements();
    StatementsContext* statements(size_t i);
    antlr4::tree::TerminalNode *ELSE();

   
  };

  UnlessExpressionContext* unlessExpression();

  class  CaseExpressionContext : public FastContext {
  public:
    CaseExpressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CASE();
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<CaseOptionContext *> caseOption();
    CaseOptionContext* caseOption(size_t i);

   
  };

  CaseExpressionContext* caseExpression();

  class  CaseOptionContext : public FastContext {
  public:
    CaseOptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ExpressionContext *> expression();
    ExpressionContext* expression(size_t i);
    antlr4::tree::TerminalNode *COLON();
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    StatementsContext *statements();

   
  };

  CaseOptionContext* caseOption();

  class  DefineExpressionContext : public FastContext {
  public:
    DefineExpressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DEFINE();
    ClassnameContext *classname();
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    ParameterListContext *parameterList();
    StatementsContext *statements();

   
  };

  DefineExpressionContext* defineExpression();

  class  ClassDefinitionContext : public FastContext {
  public:
    ClassDefinitionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CLASS();
    std::vector<ClassnameContext *> classname();
    ClassnameContext* classname(size_t i);
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    ParameterListContext *parameterList();
    antlr4::tree::TerminalNode *INHERITS();
    StatementsContext *statements();
    antlr4::tree::TerminalNode *DEFAULT();

   
  };

  ClassDefinitionContext* classDefinition();

  class  ClassnameContext : public FastContext {
  public:
    ClassnameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NAME();
    antlr4::tree::TerminalNode *WORD();
    antlr4::tree::TerminalNode *CLASSREF();
    antlr4::tree::TerminalNode *CLASS();
    antlr4::tree::TerminalNode *STRING();

   
  };

  ClassnameContext* classname();

  class  ParameterListContext : public FastContext {
  public:
    ParameterListContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *WSLPAREN();
    ParametersContext *parameters();
    antlr4::tree::TerminalNode *COMMA();

   
  };

  ParameterListContext* parameterList();

  class  ParametersContext : public FastContext {
  public:
    ParametersContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<ParameterContext *> parameter();
    ParameterContext* parameter(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ParametersContext* parameters();

  class  ParameterContext : public FastContext {
  public:
    ParameterContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *VARIABLE();
    antlr4::tree::TerminalNode *CLASSREF();
    antlr4::tree::TerminalNode *TIMES();
    antlr4::tree::TerminalNode *EQUALS();
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *LBRACK();
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();

   
  };

  ParameterContext* parameter();

  class  NodeDefinitionContext : public FastContext {
  public:
    NodeDefinitionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NODE();
    std::vector<HostnameContext *> hostname();
    HostnameContext* hostname(size_t i);
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    antlr4::tree::TerminalNode *INHERITS();
    StatementsContext *statements();

   
  };

  NodeDefinitionContext* nodeDefinition();

  class  HostnameContext : public FastContext {
  public:
    HostnameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    HostnameContext() = default;
    void copyFrom(HostnameContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  RegexHostnameContext : public HostnameContext {
  public:
    RegexHostnameContext(HostnameContext *ctx);

    antlr4::tree::TerminalNode *REGEX();
  };

  class  QuotedHostnameContext : public HostnameContext {
  public:
    QuotedHostnameContext(HostnameContext *ctx);

    QuotedTextContext *quotedText();
  };

  class  DefaultHostnameContext : public HostnameContext {
  public:
    DefaultHostnameContext(HostnameContext *ctx);

    antlr4::tree::TerminalNode *DEFAULT();
  };

  class  DottedHostnameContext : public HostnameContext {
  public:
    DottedHostnameContext(HostnameContext *ctx);

    std::vector<NameOrNumberContext *> nameOrNumber();
    NameOrNumberContext* nameOrNumber(size_t i);
    std::vector<antlr4::tree::TerminalNode *> DOT();
    antlr4::tree::TerminalNode* DOT(size_t i);
  };

  HostnameContext* hostname();

  class  NameOrNumberContext : public FastContext {
  public:
    NameOrNumberContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NAME();
    antlr4::tree::TerminalNode *NUMBER();

   
  };

  NameOrNumberContext* nameOrNumber();

  class  FunctionDefinitionContext : public FastContext {
  public:
    FunctionDefinitionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *FUNCTION();
    ClassnameContext *classname();
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    ParameterListContext *parameterList();
    antlr4::tree::TerminalNode *RSHIFT();
    antlr4::tree::TerminalNode *CLASSREF();
    StatementsContext *statements();
    antlr4::tree::TerminalNode *LBRACK();
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();

   
  };

  FunctionDefinitionContext* functionDefinition();

  class  TypeFormContext : public FastContext {
  public:
    TypeFormContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    TypeFormContext() = default;
    void copyFrom(TypeFormContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  TypeCallContext : public TypeFormContext {
  public:
    TypeCallContext(TypeFormContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    ArgumentsContext *arguments();
    LambdaContext *lambda();
    antlr4::tree::TerminalNode *COMMA();
  };

  class  TypeDefinitionContext : public TypeFormContext {
  public:
    TypeDefinitionContext(TypeFormContext *ctx);

    std::vector<antlr4::tree::TerminalNode *> CLASSREF();
    antlr4::tree::TerminalNode* CLASSREF(size_t i);
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    antlr4::tree::TerminalNode *INHERITS();
    StatementsContext *statements();
  };

  class  TypeAliasContext : public TypeFormContext {
  public:
    TypeAliasContext(TypeFormContext *ctx);

    antlr4::tree::TerminalNode *CLASSREF();
    antlr4::tree::TerminalNode *EQUALS();
    TypeAliasRhsContext *typeAliasRhs();
    antlr4::tree::TerminalNode *LBRACK();
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();
  };

  TypeFormContext* typeForm();

  class  TypeAliasRhsContext : public FastContext {
  public:
    TypeAliasRhsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    TypeAliasRhsContext() = default;
    void copyFrom(TypeAliasRhsContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  AliasAccessContext : public TypeAliasRhsContext {
  public:
    AliasAccessContext(TypeAliasRhsContext *ctx);

    antlr4::tree::TerminalNode *CLASSREF();
    antlr4::tree::TerminalNode *LBRACK();
    AccessArgsContext *accessArgs();
    antlr4::tree::TerminalNode *RBRACK();
    antlr4::tree::TerminalNode *COMMA();
  };

  class  AliasReferenceContext : public TypeAliasRhsContext {
  public:
    AliasReferenceContext(TypeAliasRhsContext *ctx);

    antlr4::tree::TerminalNode *CLASSREF();
  };

  class  AliasObjectContext : public TypeAliasRhsContext {
  public:
    AliasObjectContext(TypeAliasRhsContext *ctx);

    antlr4::tree::TerminalNode *CLASSREF();
    HashContext *hash();
  };

  class  AliasHashContext : public TypeAliasRhsContext {
  public:
    AliasHashContext(TypeAliasRhsContext *ctx);

    HashContext *hash();
  };

  class  AliasArrayContext : public TypeAliasRhsContext {
  public:
    AliasArrayContext(TypeAliasRhsContext *ctx);

    ArrayContext *array();
  };

  TypeAliasRhsContext* typeAliasRhs();

  class  EppRenderExpressionContext : public FastContext {
  public:
    EppRenderExpressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    EppRenderExpressionContext() = default;
    void copyFrom(EppRenderExpressionContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  RenderStringContext : public EppRenderExpressionContext {
  public:
    RenderStringContext(EppRenderExpressionContext *ctx);

    antlr4::tree::TerminalNode *RENDER_STRING();
  };

  class  RenderBlockContext : public EppRenderExpressionContext {
  public:
    RenderBlockContext(EppRenderExpressionContext *ctx);

    antlr4::tree::TerminalNode *RENDER_EXPR();
    antlr4::tree::TerminalNode *LBRACE();
    StatementsContext *statements();
    antlr4::tree::TerminalNode *RBRACE();
    antlr4::tree::TerminalNode *EPP_END();
    antlr4::tree::TerminalNode *EPP_END_TRIM();
  };

  class  RenderExprContext : public EppRenderExpressionContext {
  public:
    RenderExprContext(EppRenderExpressionContext *ctx);

    antlr4::tree::TerminalNode *RENDER_EXPR();
    ExpressionContext *expression();
    antlr4::tree::TerminalNode *EPP_END();
    antlr4::tree::TerminalNode *EPP_END_TRIM();
  };

  EppRenderExpressionContext* eppRenderExpression();

  class  ArrayContext : public FastContext {
  public:
    ArrayContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *RBRACK();
    antlr4::tree::TerminalNode *LISTSTART();
    antlr4::tree::TerminalNode *LBRACK();
    std::vector<CollectionEntryContext *> collectionEntry();
    CollectionEntryContext* collectionEntry(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ArrayContext* array();

  class  CollectionEntryContext : public FastContext {
  public:
    CollectionEntryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    AssignmentContext *assignment();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *FUNCTION();
    antlr4::tree::TerminalNode *FARROW();
    HashEntryContext *hashEntry();

   
  };

  CollectionEntryContext* collectionEntry();

  class  HashContext : public FastContext {
  public:
    HashContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LBRACE();
    antlr4::tree::TerminalNode *RBRACE();
    std::vector<HashPairContext *> hashPair();
    HashPairContext* hashPair(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  HashContext* hash();

  class  HashPairContext : public FastContext {
  public:
    HashPairContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<HashEntryContext *> hashEntry();
    HashEntryContext* hashEntry(size_t i);
    antlr4::tree::TerminalNode *FARROW();

   
  };

  HashPairContext* hashPair();

  class  HashEntryContext : public FastContext {
  public:
    HashEntryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    AssignmentContext *assignment();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *FUNCTION();

   
  };

  HashEntryContext* hashEntry();

  class  QuotedTextContext : public FastContext {
  public:
    QuotedTextContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    QuotedTextContext() = default;
    void copyFrom(QuotedTextContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  SingleQuotedContext : public QuotedTextContext {
  public:
    SingleQuotedContext(QuotedTextContext *ctx);

    antlr4::tree::TerminalNode *STRING();
  };

  class  DoubleQuotedContext : public QuotedTextContext {
  public:
    DoubleQuotedContext(QuotedTextContext *ctx);

    DqStringContext *dqString();
  };

  class  BareWordContext : public QuotedTextContext {
  public:
    BareWordContext(QuotedTextContext *ctx);

    antlr4::tree::TerminalNode *WORD();
  };

  class  HeredocContext : public QuotedTextContext {
  public:
    HeredocContext(QuotedTextContext *ctx);

    antlr4::tree::TerminalNode *HEREDOC();
    antlr4::tree::TerminalNode *SUBLOCATE();
    HeredocTextContext *heredocText();
  };

  QuotedTextContext* quotedText();

  class  HeredocTextContext : public FastContext {
  public:
    HeredocTextContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *WORD();
    DqStringContext *dqString();

   
  };

  HeredocTextContext* heredocText();

  class  DqStringContext : public FastContext {
  public:
    DqStringContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DQPRE();
    std::vector<AssignmentContext *> assignment();
    AssignmentContext* assignment(size_t i);
    antlr4::tree::TerminalNode *DQPOST();
    std::vector<antlr4::tree::TerminalNode *> DQMID();
    antlr4::tree::TerminalNode* DQMID(size_t i);

   
  };

  DqStringContext* dqString();

  class  KeywordContext : public FastContext {
  public:
    KeywordContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *AND();
    antlr4::tree::TerminalNode *CASE();
    antlr4::tree::TerminalNode *CLASS();
    antlr4::tree::TerminalNode *DEFAULT();
    antlr4::tree::TerminalNode *DEFINE();
    antlr4::tree::TerminalNode *ELSE();
    antlr4::tree::TerminalNode *ELSIF();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *IN();
    antlr4::tree::TerminalNode *INHERITS();
    antlr4::tree::TerminalNode *NODE();
    antlr4::tree::TerminalNode *OR();
    antlr4::tree::TerminalNode *UNDEF();
    antlr4::tree::TerminalNode *UNLESS();
    antlr4::tree::TerminalNode *TYPE();
    antlr4::tree::TerminalNode *ATTR();
    antlr4::tree::TerminalNode *FUNCTION();
    antlr4::tree::TerminalNode *PRIVATE();
    antlr4::tree::TerminalNode *PLAN();
    antlr4::tree::TerminalNode *APPLY();

   
  };

  KeywordContext* keyword();


  virtual bool sempred(antlr4::RuleContext *_localctx, size_t ruleIndex, size_t predicateIndex) override;
  bool resourceSempred(ResourceContext *_localctx, size_t predicateIndex);
  bool expressionSempred(ExpressionContext *_localctx, size_t predicateIndex);

private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace pp::grammar
