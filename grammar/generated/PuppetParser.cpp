
#include "fast_runtime.hpp"


// Generated from grammar/PuppetParser.g4 by ANTLR 4.7.2



#include "PuppetParser.h"


using namespace antlrcpp;
using namespace pp::grammar;
using namespace antlr4;

PuppetParser::PuppetParser(TokenStream *input) : FastParser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

PuppetParser::~PuppetParser() {
  delete _interpreter;
}

std::string PuppetParser::getGrammarFileName() const {
  return "PuppetParser.g4";
}

const std::vector<std::string>& PuppetParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& PuppetParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- ProgramContext ------------------------------------------------------------------

PuppetParser::ProgramContext::ProgramContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::ProgramContext::getRuleIndex() const {
  return PuppetParser::RuleProgram;
}

void PuppetParser::ProgramContext::copyFrom(ProgramContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- CodeProgramContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::CodeProgramContext::EOF() {
  return getToken(PuppetParser::EOF, 0);
}

PuppetParser::StatementsContext* PuppetParser::CodeProgramContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

PuppetParser::CodeProgramContext::CodeProgramContext(ProgramContext *ctx) { copyFrom(ctx); }


//----------------- EppProgramContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::EppProgramContext::EPP_START() {
  return getToken(PuppetParser::EPP_START, 0);
}

tree::TerminalNode* PuppetParser::EppProgramContext::EOF() {
  return getToken(PuppetParser::EOF, 0);
}

PuppetParser::EppParametersContext* PuppetParser::EppProgramContext::eppParameters() {
  return getRuleContext<PuppetParser::EppParametersContext>(0);
}

PuppetParser::StatementsContext* PuppetParser::EppProgramContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

PuppetParser::EppProgramContext::EppProgramContext(ProgramContext *ctx) { copyFrom(ctx); }


PuppetParser::ProgramContext* PuppetParser::program() {
  ProgramContext *_localctx = _tracker.createInstance<ProgramContext>(_ctx, getState());
  enterRule(_localctx, 0, PuppetParser::RuleProgram);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(116);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::EPP_START: {
        _localctx = dynamic_cast<ProgramContext *>(_tracker.createInstance<PuppetParser::EppProgramContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(104);
        match(PuppetParser::EPP_START);
        setState(106);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == PuppetParser::PIPE) {
          setState(105);
          eppParameters();
        }
        setState(109);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
          | (1ULL << PuppetParser::DQPRE)
          | (1ULL << PuppetParser::WORD)
          | (1ULL << PuppetParser::LBRACK)
          | (1ULL << PuppetParser::LISTSTART)
          | (1ULL << PuppetParser::LBRACE)
          | (1ULL << PuppetParser::LPAREN)
          | (1ULL << PuppetParser::WSLPAREN)
          | (1ULL << PuppetParser::BOOLEAN)
          | (1ULL << PuppetParser::AT)
          | (1ULL << PuppetParser::ATAT)
          | (1ULL << PuppetParser::MINUS)
          | (1ULL << PuppetParser::TIMES)
          | (1ULL << PuppetParser::NOT)
          | (1ULL << PuppetParser::VARIABLE)
          | (1ULL << PuppetParser::NAME)
          | (1ULL << PuppetParser::CLASSREF)
          | (1ULL << PuppetParser::NUMBER)
          | (1ULL << PuppetParser::REGEX)
          | (1ULL << PuppetParser::HEREDOC)
          | (1ULL << PuppetParser::RENDER_STRING)
          | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
          | (1ULL << (PuppetParser::CLASS - 66))
          | (1ULL << (PuppetParser::DEFAULT - 66))
          | (1ULL << (PuppetParser::DEFINE - 66))
          | (1ULL << (PuppetParser::IF - 66))
          | (1ULL << (PuppetParser::NODE - 66))
          | (1ULL << (PuppetParser::UNDEF - 66))
          | (1ULL << (PuppetParser::UNLESS - 66))
          | (1ULL << (PuppetParser::FUNCTION - 66))
          | (1ULL << (PuppetParser::TYPE - 66))
          | (1ULL << (PuppetParser::ATTR - 66))
          | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
          setState(108);
          statements();
        }
        setState(111);
        match(PuppetParser::EOF);
        break;
      }

      case PuppetParser::EOF:
      case PuppetParser::STRING:
      case PuppetParser::DQPRE:
      case PuppetParser::WORD:
      case PuppetParser::LBRACK:
      case PuppetParser::LISTSTART:
      case PuppetParser::LBRACE:
      case PuppetParser::LPAREN:
      case PuppetParser::WSLPAREN:
      case PuppetParser::BOOLEAN:
      case PuppetParser::AT:
      case PuppetParser::ATAT:
      case PuppetParser::MINUS:
      case PuppetParser::TIMES:
      case PuppetParser::NOT:
      case PuppetParser::VARIABLE:
      case PuppetParser::NAME:
      case PuppetParser::CLASSREF:
      case PuppetParser::NUMBER:
      case PuppetParser::REGEX:
      case PuppetParser::HEREDOC:
      case PuppetParser::RENDER_STRING:
      case PuppetParser::RENDER_EXPR:
      case PuppetParser::CASE:
      case PuppetParser::CLASS:
      case PuppetParser::DEFAULT:
      case PuppetParser::DEFINE:
      case PuppetParser::IF:
      case PuppetParser::NODE:
      case PuppetParser::UNDEF:
      case PuppetParser::UNLESS:
      case PuppetParser::FUNCTION:
      case PuppetParser::TYPE:
      case PuppetParser::ATTR:
      case PuppetParser::PRIVATE: {
        _localctx = dynamic_cast<ProgramContext *>(_tracker.createInstance<PuppetParser::CodeProgramContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(113);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
          | (1ULL << PuppetParser::DQPRE)
          | (1ULL << PuppetParser::WORD)
          | (1ULL << PuppetParser::LBRACK)
          | (1ULL << PuppetParser::LISTSTART)
          | (1ULL << PuppetParser::LBRACE)
          | (1ULL << PuppetParser::LPAREN)
          | (1ULL << PuppetParser::WSLPAREN)
          | (1ULL << PuppetParser::BOOLEAN)
          | (1ULL << PuppetParser::AT)
          | (1ULL << PuppetParser::ATAT)
          | (1ULL << PuppetParser::MINUS)
          | (1ULL << PuppetParser::TIMES)
          | (1ULL << PuppetParser::NOT)
          | (1ULL << PuppetParser::VARIABLE)
          | (1ULL << PuppetParser::NAME)
          | (1ULL << PuppetParser::CLASSREF)
          | (1ULL << PuppetParser::NUMBER)
          | (1ULL << PuppetParser::REGEX)
          | (1ULL << PuppetParser::HEREDOC)
          | (1ULL << PuppetParser::RENDER_STRING)
          | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
          | (1ULL << (PuppetParser::CLASS - 66))
          | (1ULL << (PuppetParser::DEFAULT - 66))
          | (1ULL << (PuppetParser::DEFINE - 66))
          | (1ULL << (PuppetParser::IF - 66))
          | (1ULL << (PuppetParser::NODE - 66))
          | (1ULL << (PuppetParser::UNDEF - 66))
          | (1ULL << (PuppetParser::UNLESS - 66))
          | (1ULL << (PuppetParser::FUNCTION - 66))
          | (1ULL << (PuppetParser::TYPE - 66))
          | (1ULL << (PuppetParser::ATTR - 66))
          | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
          setState(112);
          statements();
        }
        setState(115);
        match(PuppetParser::EOF);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- EppParametersContext ------------------------------------------------------------------

PuppetParser::EppParametersContext::EppParametersContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> PuppetParser::EppParametersContext::PIPE() {
  return getTokens(PuppetParser::PIPE);
}

tree::TerminalNode* PuppetParser::EppParametersContext::PIPE(size_t i) {
  return getToken(PuppetParser::PIPE, i);
}

PuppetParser::ParametersContext* PuppetParser::EppParametersContext::parameters() {
  return getRuleContext<PuppetParser::ParametersContext>(0);
}

tree::TerminalNode* PuppetParser::EppParametersContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}


size_t PuppetParser::EppParametersContext::getRuleIndex() const {
  return PuppetParser::RuleEppParameters;
}


PuppetParser::EppParametersContext* PuppetParser::eppParameters() {
  EppParametersContext *_localctx = _tracker.createInstance<EppParametersContext>(_ctx, getState());
  enterRule(_localctx, 2, PuppetParser::RuleEppParameters);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(127);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 5, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(118);
      match(PuppetParser::PIPE);
      setState(119);
      match(PuppetParser::PIPE);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(120);
      match(PuppetParser::PIPE);
      setState(121);
      parameters();
      setState(123);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(122);
        match(PuppetParser::COMMA);
      }
      setState(125);
      match(PuppetParser::PIPE);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StatementsContext ------------------------------------------------------------------

PuppetParser::StatementsContext::StatementsContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::SyntacticStatementContext *> PuppetParser::StatementsContext::syntacticStatement() {
  return getRuleContexts<PuppetParser::SyntacticStatementContext>();
}

PuppetParser::SyntacticStatementContext* PuppetParser::StatementsContext::syntacticStatement(size_t i) {
  return getRuleContext<PuppetParser::SyntacticStatementContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::StatementsContext::SEMIC() {
  return getTokens(PuppetParser::SEMIC);
}

tree::TerminalNode* PuppetParser::StatementsContext::SEMIC(size_t i) {
  return getToken(PuppetParser::SEMIC, i);
}


size_t PuppetParser::StatementsContext::getRuleIndex() const {
  return PuppetParser::RuleStatements;
}


PuppetParser::StatementsContext* PuppetParser::statements() {
  StatementsContext *_localctx = _tracker.createInstance<StatementsContext>(_ctx, getState());
  enterRule(_localctx, 4, PuppetParser::RuleStatements);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(129);
    syntacticStatement();
    setState(136);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::SEMIC)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(131);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::SEMIC) {
        setState(130);
        match(PuppetParser::SEMIC);
      }
      setState(133);
      syntacticStatement();
      setState(138);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AccessContinuationContext ------------------------------------------------------------------

PuppetParser::AccessContinuationContext::AccessContinuationContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::AccessArgsContext* PuppetParser::AccessContinuationContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::AccessContinuationContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}

tree::TerminalNode* PuppetParser::AccessContinuationContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}


size_t PuppetParser::AccessContinuationContext::getRuleIndex() const {
  return PuppetParser::RuleAccessContinuation;
}


PuppetParser::AccessContinuationContext* PuppetParser::accessContinuation() {
  AccessContinuationContext *_localctx = _tracker.createInstance<AccessContinuationContext>(_ctx, getState());
  enterRule(_localctx, 6, PuppetParser::RuleAccessContinuation);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(139);
    accessArgs();
    setState(141);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::COMMA) {
      setState(140);
      match(PuppetParser::COMMA);
    }
    setState(143);
    match(PuppetParser::RBRACK);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ResourceContinuationContext ------------------------------------------------------------------

PuppetParser::ResourceContinuationContext::ResourceContinuationContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::ExpressionContext* PuppetParser::ResourceContinuationContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceContinuationContext::COLON() {
  return getToken(PuppetParser::COLON, 0);
}

PuppetParser::AttributeOperationsContext* PuppetParser::ResourceContinuationContext::attributeOperations() {
  return getRuleContext<PuppetParser::AttributeOperationsContext>(0);
}

PuppetParser::AdditionalResourceBodiesContext* PuppetParser::ResourceContinuationContext::additionalResourceBodies() {
  return getRuleContext<PuppetParser::AdditionalResourceBodiesContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceContinuationContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

tree::TerminalNode* PuppetParser::ResourceContinuationContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}


size_t PuppetParser::ResourceContinuationContext::getRuleIndex() const {
  return PuppetParser::RuleResourceContinuation;
}


PuppetParser::ResourceContinuationContext* PuppetParser::resourceContinuation() {
  ResourceContinuationContext *_localctx = _tracker.createInstance<ResourceContinuationContext>(_ctx, getState());
  enterRule(_localctx, 8, PuppetParser::RuleResourceContinuation);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(157);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 10, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(145);
      expression(0);
      setState(146);
      match(PuppetParser::COLON);
      setState(147);
      attributeOperations();
      setState(148);
      additionalResourceBodies();
      setState(149);
      match(PuppetParser::RBRACE);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(151);
      attributeOperations();
      setState(153);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(152);
        match(PuppetParser::COMMA);
      }
      setState(155);
      match(PuppetParser::RBRACE);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SyntacticStatementContext ------------------------------------------------------------------

PuppetParser::SyntacticStatementContext::SyntacticStatementContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::AssignmentContext *> PuppetParser::SyntacticStatementContext::assignment() {
  return getRuleContexts<PuppetParser::AssignmentContext>();
}

PuppetParser::AssignmentContext* PuppetParser::SyntacticStatementContext::assignment(size_t i) {
  return getRuleContext<PuppetParser::AssignmentContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::SyntacticStatementContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::SyntacticStatementContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::SyntacticStatementContext::getRuleIndex() const {
  return PuppetParser::RuleSyntacticStatement;
}


PuppetParser::SyntacticStatementContext* PuppetParser::syntacticStatement() {
  SyntacticStatementContext *_localctx = _tracker.createInstance<SyntacticStatementContext>(_ctx, getState());
  enterRule(_localctx, 10, PuppetParser::RuleSyntacticStatement);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(159);
    assignment();
    setState(164);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == PuppetParser::COMMA) {
      setState(160);
      match(PuppetParser::COMMA);
      setState(161);
      assignment();
      setState(166);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AssignmentContext ------------------------------------------------------------------

PuppetParser::AssignmentContext::AssignmentContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::RelationshipContext* PuppetParser::AssignmentContext::relationship() {
  return getRuleContext<PuppetParser::RelationshipContext>(0);
}

PuppetParser::AssignmentContext* PuppetParser::AssignmentContext::assignment() {
  return getRuleContext<PuppetParser::AssignmentContext>(0);
}

tree::TerminalNode* PuppetParser::AssignmentContext::EQUALS() {
  return getToken(PuppetParser::EQUALS, 0);
}

tree::TerminalNode* PuppetParser::AssignmentContext::APPENDS() {
  return getToken(PuppetParser::APPENDS, 0);
}

tree::TerminalNode* PuppetParser::AssignmentContext::DELETES() {
  return getToken(PuppetParser::DELETES, 0);
}


size_t PuppetParser::AssignmentContext::getRuleIndex() const {
  return PuppetParser::RuleAssignment;
}


PuppetParser::AssignmentContext* PuppetParser::assignment() {
  AssignmentContext *_localctx = _tracker.createInstance<AssignmentContext>(_ctx, getState());
  enterRule(_localctx, 12, PuppetParser::RuleAssignment);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(167);
    relationship();
    setState(170);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::EQUALS)
      | (1ULL << PuppetParser::APPENDS)
      | (1ULL << PuppetParser::DELETES))) != 0)) {
      setState(168);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::EQUALS)
        | (1ULL << PuppetParser::APPENDS)
        | (1ULL << PuppetParser::DELETES))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(169);
      assignment();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- RelationshipContext ------------------------------------------------------------------

PuppetParser::RelationshipContext::RelationshipContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::ResourceContext *> PuppetParser::RelationshipContext::resource() {
  return getRuleContexts<PuppetParser::ResourceContext>();
}

PuppetParser::ResourceContext* PuppetParser::RelationshipContext::resource(size_t i) {
  return getRuleContext<PuppetParser::ResourceContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::RelationshipContext::IN_EDGE() {
  return getTokens(PuppetParser::IN_EDGE);
}

tree::TerminalNode* PuppetParser::RelationshipContext::IN_EDGE(size_t i) {
  return getToken(PuppetParser::IN_EDGE, i);
}

std::vector<tree::TerminalNode *> PuppetParser::RelationshipContext::IN_EDGE_SUB() {
  return getTokens(PuppetParser::IN_EDGE_SUB);
}

tree::TerminalNode* PuppetParser::RelationshipContext::IN_EDGE_SUB(size_t i) {
  return getToken(PuppetParser::IN_EDGE_SUB, i);
}

std::vector<tree::TerminalNode *> PuppetParser::RelationshipContext::OUT_EDGE() {
  return getTokens(PuppetParser::OUT_EDGE);
}

tree::TerminalNode* PuppetParser::RelationshipContext::OUT_EDGE(size_t i) {
  return getToken(PuppetParser::OUT_EDGE, i);
}

std::vector<tree::TerminalNode *> PuppetParser::RelationshipContext::OUT_EDGE_SUB() {
  return getTokens(PuppetParser::OUT_EDGE_SUB);
}

tree::TerminalNode* PuppetParser::RelationshipContext::OUT_EDGE_SUB(size_t i) {
  return getToken(PuppetParser::OUT_EDGE_SUB, i);
}


size_t PuppetParser::RelationshipContext::getRuleIndex() const {
  return PuppetParser::RuleRelationship;
}


PuppetParser::RelationshipContext* PuppetParser::relationship() {
  RelationshipContext *_localctx = _tracker.createInstance<RelationshipContext>(_ctx, getState());
  enterRule(_localctx, 14, PuppetParser::RuleRelationship);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(172);
    resource(0);
    setState(177);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::IN_EDGE)
      | (1ULL << PuppetParser::IN_EDGE_SUB)
      | (1ULL << PuppetParser::OUT_EDGE)
      | (1ULL << PuppetParser::OUT_EDGE_SUB))) != 0)) {
      setState(173);
      _la = _input->LA(1);
      if (!((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::IN_EDGE)
        | (1ULL << PuppetParser::IN_EDGE_SUB)
        | (1ULL << PuppetParser::OUT_EDGE)
        | (1ULL << PuppetParser::OUT_EDGE_SUB))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(174);
      resource(0);
      setState(179);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ResourceContext ------------------------------------------------------------------

PuppetParser::ResourceContext::ResourceContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::ResourceContext::getRuleIndex() const {
  return PuppetParser::RuleResource;
}

void PuppetParser::ResourceContext::copyFrom(ResourceContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- ResourceExportedContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::ResourceExportedContext::ATAT() {
  return getToken(PuppetParser::ATAT, 0);
}

PuppetParser::ResourceContext* PuppetParser::ResourceExportedContext::resource() {
  return getRuleContext<PuppetParser::ResourceContext>(0);
}

PuppetParser::ResourceExportedContext::ResourceExportedContext(ResourceContext *ctx) { copyFrom(ctx); }


//----------------- ResourceExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext* PuppetParser::ResourceExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::ResourceExpressionContext::ResourceExpressionContext(ResourceContext *ctx) { copyFrom(ctx); }


//----------------- ResourceUntitledContext ------------------------------------------------------------------

PuppetParser::ResourceContext* PuppetParser::ResourceUntitledContext::resource() {
  return getRuleContext<PuppetParser::ResourceContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceUntitledContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

PuppetParser::AttributeOperationsContext* PuppetParser::ResourceUntitledContext::attributeOperations() {
  return getRuleContext<PuppetParser::AttributeOperationsContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceUntitledContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

tree::TerminalNode* PuppetParser::ResourceUntitledContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

PuppetParser::ResourceUntitledContext::ResourceUntitledContext(ResourceContext *ctx) { copyFrom(ctx); }


//----------------- ResourceVirtualContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::ResourceVirtualContext::AT() {
  return getToken(PuppetParser::AT, 0);
}

PuppetParser::ResourceContext* PuppetParser::ResourceVirtualContext::resource() {
  return getRuleContext<PuppetParser::ResourceContext>(0);
}

PuppetParser::ResourceVirtualContext::ResourceVirtualContext(ResourceContext *ctx) { copyFrom(ctx); }


//----------------- ResourceClassContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::ResourceClassContext::CLASS() {
  return getToken(PuppetParser::CLASS, 0);
}

tree::TerminalNode* PuppetParser::ResourceClassContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

PuppetParser::ResourceBodiesContext* PuppetParser::ResourceClassContext::resourceBodies() {
  return getRuleContext<PuppetParser::ResourceBodiesContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceClassContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

tree::TerminalNode* PuppetParser::ResourceClassContext::SEMIC() {
  return getToken(PuppetParser::SEMIC, 0);
}

PuppetParser::ResourceClassContext::ResourceClassContext(ResourceContext *ctx) { copyFrom(ctx); }


//----------------- ResourceTitledContext ------------------------------------------------------------------

PuppetParser::ResourceContext* PuppetParser::ResourceTitledContext::resource() {
  return getRuleContext<PuppetParser::ResourceContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceTitledContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

PuppetParser::ExpressionContext* PuppetParser::ResourceTitledContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceTitledContext::COLON() {
  return getToken(PuppetParser::COLON, 0);
}

PuppetParser::AttributeOperationsContext* PuppetParser::ResourceTitledContext::attributeOperations() {
  return getRuleContext<PuppetParser::AttributeOperationsContext>(0);
}

PuppetParser::AdditionalResourceBodiesContext* PuppetParser::ResourceTitledContext::additionalResourceBodies() {
  return getRuleContext<PuppetParser::AdditionalResourceBodiesContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceTitledContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

PuppetParser::ResourceTitledContext::ResourceTitledContext(ResourceContext *ctx) { copyFrom(ctx); }



PuppetParser::ResourceContext* PuppetParser::resource() {
   return resource(0);
}

PuppetParser::ResourceContext* PuppetParser::resource(int precedence) {
  ParserRuleContext *parentContext = _ctx;
  size_t parentState = getState();
  PuppetParser::ResourceContext *_localctx = _tracker.createInstance<ResourceContext>(_ctx, parentState);
  PuppetParser::ResourceContext *previousContext = _localctx;
  (void)previousContext; // Silence compiler, in case the context is not used by generated code.
  size_t startState = 16;
  enterRecursionRule(_localctx, 16, PuppetParser::RuleResource, precedence);

    size_t _la = 0;

  auto onExit = finally([=] {
    unrollRecursionContexts(parentContext);
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(194);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 15, _ctx)) {
    case 1: {
      _localctx = _tracker.createInstance<ResourceVirtualContext>(_localctx);
      _ctx = _localctx;
      previousContext = _localctx;

      setState(181);
      match(PuppetParser::AT);
      setState(182);
      resource(4);
      break;
    }

    case 2: {
      _localctx = _tracker.createInstance<ResourceExportedContext>(_localctx);
      _ctx = _localctx;
      previousContext = _localctx;
      setState(183);
      match(PuppetParser::ATAT);
      setState(184);
      resource(3);
      break;
    }

    case 3: {
      _localctx = _tracker.createInstance<ResourceClassContext>(_localctx);
      _ctx = _localctx;
      previousContext = _localctx;
      setState(185);
      match(PuppetParser::CLASS);
      setState(186);
      match(PuppetParser::LBRACE);
      setState(187);
      resourceBodies();
      setState(189);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::SEMIC) {
        setState(188);
        match(PuppetParser::SEMIC);
      }
      setState(191);
      match(PuppetParser::RBRACE);
      break;
    }

    case 4: {
      _localctx = _tracker.createInstance<ResourceExpressionContext>(_localctx);
      _ctx = _localctx;
      previousContext = _localctx;
      setState(193);
      expression(0);
      break;
    }

    }
    _ctx->stop = _input->LT(-1);
    setState(214);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 18, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        if (!_parseListeners.empty())
          triggerExitRuleEvent();
        previousContext = _localctx;
        setState(212);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 17, _ctx)) {
        case 1: {
          auto newContext = _tracker.createInstance<ResourceTitledContext>(_tracker.createInstance<ResourceContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleResource);
          setState(196);

          if (!(precpred(_ctx, 6))) throw FailedPredicateException(this, "precpred(_ctx, 6)");
          setState(197);
          match(PuppetParser::LBRACE);
          setState(198);
          expression(0);
          setState(199);
          match(PuppetParser::COLON);
          setState(200);
          attributeOperations();
          setState(201);
          additionalResourceBodies();
          setState(202);
          match(PuppetParser::RBRACE);
          break;
        }

        case 2: {
          auto newContext = _tracker.createInstance<ResourceUntitledContext>(_tracker.createInstance<ResourceContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleResource);
          setState(204);

          if (!(precpred(_ctx, 5))) throw FailedPredicateException(this, "precpred(_ctx, 5)");
          setState(205);
          match(PuppetParser::LBRACE);
          setState(206);
          attributeOperations();
          setState(208);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == PuppetParser::COMMA) {
            setState(207);
            match(PuppetParser::COMMA);
          }
          setState(210);
          match(PuppetParser::RBRACE);
          break;
        }

        } 
      }
      setState(216);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 18, _ctx);
    }
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }
  return _localctx;
}

//----------------- ResourceBodyContext ------------------------------------------------------------------

PuppetParser::ResourceBodyContext::ResourceBodyContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::ExpressionContext* PuppetParser::ResourceBodyContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceBodyContext::COLON() {
  return getToken(PuppetParser::COLON, 0);
}

PuppetParser::AttributeOperationsContext* PuppetParser::ResourceBodyContext::attributeOperations() {
  return getRuleContext<PuppetParser::AttributeOperationsContext>(0);
}

tree::TerminalNode* PuppetParser::ResourceBodyContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}


size_t PuppetParser::ResourceBodyContext::getRuleIndex() const {
  return PuppetParser::RuleResourceBody;
}


PuppetParser::ResourceBodyContext* PuppetParser::resourceBody() {
  ResourceBodyContext *_localctx = _tracker.createInstance<ResourceBodyContext>(_ctx, getState());
  enterRule(_localctx, 18, PuppetParser::RuleResourceBody);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(217);
    expression(0);
    setState(218);
    match(PuppetParser::COLON);
    setState(219);
    attributeOperations();
    setState(221);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::COMMA) {
      setState(220);
      match(PuppetParser::COMMA);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ResourceBodiesContext ------------------------------------------------------------------

PuppetParser::ResourceBodiesContext::ResourceBodiesContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::ResourceBodyContext *> PuppetParser::ResourceBodiesContext::resourceBody() {
  return getRuleContexts<PuppetParser::ResourceBodyContext>();
}

PuppetParser::ResourceBodyContext* PuppetParser::ResourceBodiesContext::resourceBody(size_t i) {
  return getRuleContext<PuppetParser::ResourceBodyContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::ResourceBodiesContext::SEMIC() {
  return getTokens(PuppetParser::SEMIC);
}

tree::TerminalNode* PuppetParser::ResourceBodiesContext::SEMIC(size_t i) {
  return getToken(PuppetParser::SEMIC, i);
}


size_t PuppetParser::ResourceBodiesContext::getRuleIndex() const {
  return PuppetParser::RuleResourceBodies;
}


PuppetParser::ResourceBodiesContext* PuppetParser::resourceBodies() {
  ResourceBodiesContext *_localctx = _tracker.createInstance<ResourceBodiesContext>(_ctx, getState());
  enterRule(_localctx, 20, PuppetParser::RuleResourceBodies);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(223);
    resourceBody();
    setState(228);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 20, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(224);
        match(PuppetParser::SEMIC);
        setState(225);
        resourceBody(); 
      }
      setState(230);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 20, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AdditionalResourceBodiesContext ------------------------------------------------------------------

PuppetParser::AdditionalResourceBodiesContext::AdditionalResourceBodiesContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::AdditionalResourceBodiesContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

std::vector<tree::TerminalNode *> PuppetParser::AdditionalResourceBodiesContext::SEMIC() {
  return getTokens(PuppetParser::SEMIC);
}

tree::TerminalNode* PuppetParser::AdditionalResourceBodiesContext::SEMIC(size_t i) {
  return getToken(PuppetParser::SEMIC, i);
}

PuppetParser::ResourceBodiesContext* PuppetParser::AdditionalResourceBodiesContext::resourceBodies() {
  return getRuleContext<PuppetParser::ResourceBodiesContext>(0);
}


size_t PuppetParser::AdditionalResourceBodiesContext::getRuleIndex() const {
  return PuppetParser::RuleAdditionalResourceBodies;
}


PuppetParser::AdditionalResourceBodiesContext* PuppetParser::additionalResourceBodies() {
  AdditionalResourceBodiesContext *_localctx = _tracker.createInstance<AdditionalResourceBodiesContext>(_ctx, getState());
  enterRule(_localctx, 22, PuppetParser::RuleAdditionalResourceBodies);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(232);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::COMMA) {
      setState(231);
      match(PuppetParser::COMMA);
    }
    setState(241);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::SEMIC) {
      setState(234);
      match(PuppetParser::SEMIC);
      setState(239);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
        | (1ULL << PuppetParser::DQPRE)
        | (1ULL << PuppetParser::WORD)
        | (1ULL << PuppetParser::LBRACK)
        | (1ULL << PuppetParser::LISTSTART)
        | (1ULL << PuppetParser::LBRACE)
        | (1ULL << PuppetParser::LPAREN)
        | (1ULL << PuppetParser::WSLPAREN)
        | (1ULL << PuppetParser::BOOLEAN)
        | (1ULL << PuppetParser::MINUS)
        | (1ULL << PuppetParser::TIMES)
        | (1ULL << PuppetParser::NOT)
        | (1ULL << PuppetParser::VARIABLE)
        | (1ULL << PuppetParser::NAME)
        | (1ULL << PuppetParser::CLASSREF)
        | (1ULL << PuppetParser::NUMBER)
        | (1ULL << PuppetParser::REGEX)
        | (1ULL << PuppetParser::HEREDOC)
        | (1ULL << PuppetParser::RENDER_STRING)
        | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
        | (1ULL << (PuppetParser::CLASS - 66))
        | (1ULL << (PuppetParser::DEFAULT - 66))
        | (1ULL << (PuppetParser::DEFINE - 66))
        | (1ULL << (PuppetParser::IF - 66))
        | (1ULL << (PuppetParser::NODE - 66))
        | (1ULL << (PuppetParser::UNDEF - 66))
        | (1ULL << (PuppetParser::UNLESS - 66))
        | (1ULL << (PuppetParser::FUNCTION - 66))
        | (1ULL << (PuppetParser::TYPE - 66))
        | (1ULL << (PuppetParser::ATTR - 66))
        | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
        setState(235);
        resourceBodies();
        setState(237);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == PuppetParser::SEMIC) {
          setState(236);
          match(PuppetParser::SEMIC);
        }
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AttributeOperationsContext ------------------------------------------------------------------

PuppetParser::AttributeOperationsContext::AttributeOperationsContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::AttributeOperationContext *> PuppetParser::AttributeOperationsContext::attributeOperation() {
  return getRuleContexts<PuppetParser::AttributeOperationContext>();
}

PuppetParser::AttributeOperationContext* PuppetParser::AttributeOperationsContext::attributeOperation(size_t i) {
  return getRuleContext<PuppetParser::AttributeOperationContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::AttributeOperationsContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::AttributeOperationsContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::AttributeOperationsContext::getRuleIndex() const {
  return PuppetParser::RuleAttributeOperations;
}


PuppetParser::AttributeOperationsContext* PuppetParser::attributeOperations() {
  AttributeOperationsContext *_localctx = _tracker.createInstance<AttributeOperationsContext>(_ctx, getState());
  enterRule(_localctx, 24, PuppetParser::RuleAttributeOperations);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(251);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 46) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 46)) & ((1ULL << (PuppetParser::TIMES - 46))
      | (1ULL << (PuppetParser::NAME - 46))
      | (1ULL << (PuppetParser::CASE - 46))
      | (1ULL << (PuppetParser::CLASS - 46))
      | (1ULL << (PuppetParser::DEFAULT - 46))
      | (1ULL << (PuppetParser::DEFINE - 46))
      | (1ULL << (PuppetParser::IF - 46))
      | (1ULL << (PuppetParser::ELSIF - 46))
      | (1ULL << (PuppetParser::ELSE - 46))
      | (1ULL << (PuppetParser::INHERITS - 46))
      | (1ULL << (PuppetParser::NODE - 46))
      | (1ULL << (PuppetParser::AND - 46))
      | (1ULL << (PuppetParser::OR - 46))
      | (1ULL << (PuppetParser::UNDEF - 46))
      | (1ULL << (PuppetParser::IN - 46))
      | (1ULL << (PuppetParser::UNLESS - 46))
      | (1ULL << (PuppetParser::FUNCTION - 46))
      | (1ULL << (PuppetParser::TYPE - 46))
      | (1ULL << (PuppetParser::ATTR - 46))
      | (1ULL << (PuppetParser::PRIVATE - 46))
      | (1ULL << (PuppetParser::PLAN - 46))
      | (1ULL << (PuppetParser::APPLY - 46)))) != 0)) {
      setState(243);
      attributeOperation();
      setState(248);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 25, _ctx);
      while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
        if (alt == 1) {
          setState(244);
          match(PuppetParser::COMMA);
          setState(245);
          attributeOperation(); 
        }
        setState(250);
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 25, _ctx);
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AttributeOperationContext ------------------------------------------------------------------

PuppetParser::AttributeOperationContext::AttributeOperationContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::AttributeOperationContext::getRuleIndex() const {
  return PuppetParser::RuleAttributeOperation;
}

void PuppetParser::AttributeOperationContext::copyFrom(AttributeOperationContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- AttributesOpContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::AttributesOpContext::TIMES() {
  return getToken(PuppetParser::TIMES, 0);
}

tree::TerminalNode* PuppetParser::AttributesOpContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}

PuppetParser::ExpressionContext* PuppetParser::AttributesOpContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::AttributesOpContext::AttributesOpContext(AttributeOperationContext *ctx) { copyFrom(ctx); }


//----------------- AttributeOpContext ------------------------------------------------------------------

PuppetParser::AttributeNameContext* PuppetParser::AttributeOpContext::attributeName() {
  return getRuleContext<PuppetParser::AttributeNameContext>(0);
}

PuppetParser::ExpressionContext* PuppetParser::AttributeOpContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::AttributeOpContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}

tree::TerminalNode* PuppetParser::AttributeOpContext::PARROW() {
  return getToken(PuppetParser::PARROW, 0);
}

PuppetParser::AttributeOpContext::AttributeOpContext(AttributeOperationContext *ctx) { copyFrom(ctx); }


PuppetParser::AttributeOperationContext* PuppetParser::attributeOperation() {
  AttributeOperationContext *_localctx = _tracker.createInstance<AttributeOperationContext>(_ctx, getState());
  enterRule(_localctx, 26, PuppetParser::RuleAttributeOperation);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(260);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::NAME:
      case PuppetParser::CASE:
      case PuppetParser::CLASS:
      case PuppetParser::DEFAULT:
      case PuppetParser::DEFINE:
      case PuppetParser::IF:
      case PuppetParser::ELSIF:
      case PuppetParser::ELSE:
      case PuppetParser::INHERITS:
      case PuppetParser::NODE:
      case PuppetParser::AND:
      case PuppetParser::OR:
      case PuppetParser::UNDEF:
      case PuppetParser::IN:
      case PuppetParser::UNLESS:
      case PuppetParser::FUNCTION:
      case PuppetParser::TYPE:
      case PuppetParser::ATTR:
      case PuppetParser::PRIVATE:
      case PuppetParser::PLAN:
      case PuppetParser::APPLY: {
        _localctx = dynamic_cast<AttributeOperationContext *>(_tracker.createInstance<PuppetParser::AttributeOpContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(253);
        attributeName();
        setState(254);
        _la = _input->LA(1);
        if (!(_la == PuppetParser::FARROW

        || _la == PuppetParser::PARROW)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(255);
        expression(0);
        break;
      }

      case PuppetParser::TIMES: {
        _localctx = dynamic_cast<AttributeOperationContext *>(_tracker.createInstance<PuppetParser::AttributesOpContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(257);
        match(PuppetParser::TIMES);
        setState(258);
        match(PuppetParser::FARROW);
        setState(259);
        expression(0);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AttributeNameContext ------------------------------------------------------------------

PuppetParser::AttributeNameContext::AttributeNameContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::AttributeNameContext::NAME() {
  return getToken(PuppetParser::NAME, 0);
}

PuppetParser::KeywordContext* PuppetParser::AttributeNameContext::keyword() {
  return getRuleContext<PuppetParser::KeywordContext>(0);
}


size_t PuppetParser::AttributeNameContext::getRuleIndex() const {
  return PuppetParser::RuleAttributeName;
}


PuppetParser::AttributeNameContext* PuppetParser::attributeName() {
  AttributeNameContext *_localctx = _tracker.createInstance<AttributeNameContext>(_ctx, getState());
  enterRule(_localctx, 28, PuppetParser::RuleAttributeName);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(264);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::NAME: {
        enterOuterAlt(_localctx, 1);
        setState(262);
        match(PuppetParser::NAME);
        break;
      }

      case PuppetParser::CASE:
      case PuppetParser::CLASS:
      case PuppetParser::DEFAULT:
      case PuppetParser::DEFINE:
      case PuppetParser::IF:
      case PuppetParser::ELSIF:
      case PuppetParser::ELSE:
      case PuppetParser::INHERITS:
      case PuppetParser::NODE:
      case PuppetParser::AND:
      case PuppetParser::OR:
      case PuppetParser::UNDEF:
      case PuppetParser::IN:
      case PuppetParser::UNLESS:
      case PuppetParser::FUNCTION:
      case PuppetParser::TYPE:
      case PuppetParser::ATTR:
      case PuppetParser::PRIVATE:
      case PuppetParser::PLAN:
      case PuppetParser::APPLY: {
        enterOuterAlt(_localctx, 2);
        setState(263);
        keyword();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext::ExpressionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::ExpressionContext::getRuleIndex() const {
  return PuppetParser::RuleExpression;
}

void PuppetParser::ExpressionContext::copyFrom(ExpressionContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- PrimaryExpressionContext ------------------------------------------------------------------

PuppetParser::PrimaryContext* PuppetParser::PrimaryExpressionContext::primary() {
  return getRuleContext<PuppetParser::PrimaryContext>(0);
}

PuppetParser::PrimaryExpressionContext::PrimaryExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- MatchExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::MatchExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::MatchExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::MatchExpressionContext::MATCH() {
  return getToken(PuppetParser::MATCH, 0);
}

tree::TerminalNode* PuppetParser::MatchExpressionContext::NOMATCH() {
  return getToken(PuppetParser::NOMATCH, 0);
}

PuppetParser::MatchExpressionContext::MatchExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- SelectorExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext* PuppetParser::SelectorExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::SelectorExpressionContext::QMARK() {
  return getToken(PuppetParser::QMARK, 0);
}

PuppetParser::SelectorEntriesContext* PuppetParser::SelectorExpressionContext::selectorEntries() {
  return getRuleContext<PuppetParser::SelectorEntriesContext>(0);
}

PuppetParser::SelectorExpressionContext::SelectorExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- ShiftExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::ShiftExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::ShiftExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::ShiftExpressionContext::LSHIFT() {
  return getToken(PuppetParser::LSHIFT, 0);
}

tree::TerminalNode* PuppetParser::ShiftExpressionContext::RSHIFT() {
  return getToken(PuppetParser::RSHIFT, 0);
}

PuppetParser::ShiftExpressionContext::ShiftExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- AdditiveExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::AdditiveExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::AdditiveExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::AdditiveExpressionContext::PLUS() {
  return getToken(PuppetParser::PLUS, 0);
}

tree::TerminalNode* PuppetParser::AdditiveExpressionContext::MINUS() {
  return getToken(PuppetParser::MINUS, 0);
}

PuppetParser::AdditiveExpressionContext::AdditiveExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- RelationalExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::RelationalExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::RelationalExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::RelationalExpressionContext::GREATEREQUAL() {
  return getToken(PuppetParser::GREATEREQUAL, 0);
}

tree::TerminalNode* PuppetParser::RelationalExpressionContext::GREATERTHAN() {
  return getToken(PuppetParser::GREATERTHAN, 0);
}

tree::TerminalNode* PuppetParser::RelationalExpressionContext::LESSTHAN() {
  return getToken(PuppetParser::LESSTHAN, 0);
}

tree::TerminalNode* PuppetParser::RelationalExpressionContext::LESSEQUAL() {
  return getToken(PuppetParser::LESSEQUAL, 0);
}

PuppetParser::RelationalExpressionContext::RelationalExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- CollectExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext* PuppetParser::CollectExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::CollectQueryContext* PuppetParser::CollectExpressionContext::collectQuery() {
  return getRuleContext<PuppetParser::CollectQueryContext>(0);
}

tree::TerminalNode* PuppetParser::CollectExpressionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

PuppetParser::AttributeOperationsContext* PuppetParser::CollectExpressionContext::attributeOperations() {
  return getRuleContext<PuppetParser::AttributeOperationsContext>(0);
}

tree::TerminalNode* PuppetParser::CollectExpressionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

tree::TerminalNode* PuppetParser::CollectExpressionContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

PuppetParser::CollectExpressionContext::CollectExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- UnfoldExpressionContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::UnfoldExpressionContext::TIMES() {
  return getToken(PuppetParser::TIMES, 0);
}

PuppetParser::ExpressionContext* PuppetParser::UnfoldExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::UnfoldExpressionContext::UnfoldExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- MethodCallExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext* PuppetParser::MethodCallExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::MethodCallExpressionContext::DOT() {
  return getToken(PuppetParser::DOT, 0);
}

tree::TerminalNode* PuppetParser::MethodCallExpressionContext::NAME() {
  return getToken(PuppetParser::NAME, 0);
}

tree::TerminalNode* PuppetParser::MethodCallExpressionContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

tree::TerminalNode* PuppetParser::MethodCallExpressionContext::LPAREN() {
  return getToken(PuppetParser::LPAREN, 0);
}

tree::TerminalNode* PuppetParser::MethodCallExpressionContext::RPAREN() {
  return getToken(PuppetParser::RPAREN, 0);
}

PuppetParser::LambdaContext* PuppetParser::MethodCallExpressionContext::lambda() {
  return getRuleContext<PuppetParser::LambdaContext>(0);
}

PuppetParser::ArgumentsContext* PuppetParser::MethodCallExpressionContext::arguments() {
  return getRuleContext<PuppetParser::ArgumentsContext>(0);
}

PuppetParser::MethodCallExpressionContext::MethodCallExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- NotExpressionContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::NotExpressionContext::NOT() {
  return getToken(PuppetParser::NOT, 0);
}

PuppetParser::ExpressionContext* PuppetParser::NotExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::NotExpressionContext::NotExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- MultiplicativeExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::MultiplicativeExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::MultiplicativeExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::MultiplicativeExpressionContext::TIMES() {
  return getToken(PuppetParser::TIMES, 0);
}

tree::TerminalNode* PuppetParser::MultiplicativeExpressionContext::DIV() {
  return getToken(PuppetParser::DIV, 0);
}

tree::TerminalNode* PuppetParser::MultiplicativeExpressionContext::MODULO() {
  return getToken(PuppetParser::MODULO, 0);
}

PuppetParser::MultiplicativeExpressionContext::MultiplicativeExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- OrExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::OrExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::OrExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::OrExpressionContext::OR() {
  return getToken(PuppetParser::OR, 0);
}

PuppetParser::OrExpressionContext::OrExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- AccessExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext* PuppetParser::AccessExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::AccessExpressionContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

PuppetParser::AccessArgsContext* PuppetParser::AccessExpressionContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::AccessExpressionContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}

tree::TerminalNode* PuppetParser::AccessExpressionContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

PuppetParser::AccessExpressionContext::AccessExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- InExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::InExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::InExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::InExpressionContext::IN() {
  return getToken(PuppetParser::IN, 0);
}

PuppetParser::InExpressionContext::InExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- AndExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::AndExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::AndExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::AndExpressionContext::AND() {
  return getToken(PuppetParser::AND, 0);
}

PuppetParser::AndExpressionContext::AndExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- CallExpressionContext ------------------------------------------------------------------

PuppetParser::ExpressionContext* PuppetParser::CallExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::CallExpressionContext::LPAREN() {
  return getToken(PuppetParser::LPAREN, 0);
}

tree::TerminalNode* PuppetParser::CallExpressionContext::RPAREN() {
  return getToken(PuppetParser::RPAREN, 0);
}

PuppetParser::ArgumentsContext* PuppetParser::CallExpressionContext::arguments() {
  return getRuleContext<PuppetParser::ArgumentsContext>(0);
}

PuppetParser::LambdaContext* PuppetParser::CallExpressionContext::lambda() {
  return getRuleContext<PuppetParser::LambdaContext>(0);
}

tree::TerminalNode* PuppetParser::CallExpressionContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

PuppetParser::CallExpressionContext::CallExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- EqualityExpressionContext ------------------------------------------------------------------

std::vector<PuppetParser::ExpressionContext *> PuppetParser::EqualityExpressionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::EqualityExpressionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::EqualityExpressionContext::NOTEQUAL() {
  return getToken(PuppetParser::NOTEQUAL, 0);
}

tree::TerminalNode* PuppetParser::EqualityExpressionContext::ISEQUAL() {
  return getToken(PuppetParser::ISEQUAL, 0);
}

PuppetParser::EqualityExpressionContext::EqualityExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }


//----------------- NegateExpressionContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::NegateExpressionContext::MINUS() {
  return getToken(PuppetParser::MINUS, 0);
}

PuppetParser::ExpressionContext* PuppetParser::NegateExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::NegateExpressionContext::NegateExpressionContext(ExpressionContext *ctx) { copyFrom(ctx); }



PuppetParser::ExpressionContext* PuppetParser::expression() {
   return expression(0);
}

PuppetParser::ExpressionContext* PuppetParser::expression(int precedence) {
  ParserRuleContext *parentContext = _ctx;
  size_t parentState = getState();
  PuppetParser::ExpressionContext *_localctx = _tracker.createInstance<ExpressionContext>(_ctx, parentState);
  PuppetParser::ExpressionContext *previousContext = _localctx;
  (void)previousContext; // Silence compiler, in case the context is not used by generated code.
  size_t startState = 30;
  enterRecursionRule(_localctx, 30, PuppetParser::RuleExpression, precedence);

    size_t _la = 0;

  auto onExit = finally([=] {
    unrollRecursionContexts(parentContext);
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(274);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::NOT: {
        _localctx = _tracker.createInstance<NotExpressionContext>(_localctx);
        _ctx = _localctx;
        previousContext = _localctx;

        setState(267);
        match(PuppetParser::NOT);
        setState(268);
        expression(14);
        break;
      }

      case PuppetParser::TIMES: {
        _localctx = _tracker.createInstance<UnfoldExpressionContext>(_localctx);
        _ctx = _localctx;
        previousContext = _localctx;
        setState(269);
        match(PuppetParser::TIMES);
        setState(270);
        expression(13);
        break;
      }

      case PuppetParser::MINUS: {
        _localctx = _tracker.createInstance<NegateExpressionContext>(_localctx);
        _ctx = _localctx;
        previousContext = _localctx;
        setState(271);
        match(PuppetParser::MINUS);
        setState(272);
        expression(12);
        break;
      }

      case PuppetParser::STRING:
      case PuppetParser::DQPRE:
      case PuppetParser::WORD:
      case PuppetParser::LBRACK:
      case PuppetParser::LISTSTART:
      case PuppetParser::LBRACE:
      case PuppetParser::LPAREN:
      case PuppetParser::WSLPAREN:
      case PuppetParser::BOOLEAN:
      case PuppetParser::VARIABLE:
      case PuppetParser::NAME:
      case PuppetParser::CLASSREF:
      case PuppetParser::NUMBER:
      case PuppetParser::REGEX:
      case PuppetParser::HEREDOC:
      case PuppetParser::RENDER_STRING:
      case PuppetParser::RENDER_EXPR:
      case PuppetParser::CASE:
      case PuppetParser::CLASS:
      case PuppetParser::DEFAULT:
      case PuppetParser::DEFINE:
      case PuppetParser::IF:
      case PuppetParser::NODE:
      case PuppetParser::UNDEF:
      case PuppetParser::UNLESS:
      case PuppetParser::FUNCTION:
      case PuppetParser::TYPE:
      case PuppetParser::ATTR:
      case PuppetParser::PRIVATE: {
        _localctx = _tracker.createInstance<PrimaryExpressionContext>(_localctx);
        _ctx = _localctx;
        previousContext = _localctx;
        setState(273);
        primary();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    _ctx->stop = _input->LT(-1);
    setState(352);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 40, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        if (!_parseListeners.empty())
          triggerExitRuleEvent();
        previousContext = _localctx;
        setState(350);
        _errHandler->sync(this);
        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 39, _ctx)) {
        case 1: {
          auto newContext = _tracker.createInstance<InExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(276);

          if (!(precpred(_ctx, 11))) throw FailedPredicateException(this, "precpred(_ctx, 11)");
          setState(277);
          match(PuppetParser::IN);
          setState(278);
          expression(12);
          break;
        }

        case 2: {
          auto newContext = _tracker.createInstance<MatchExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(279);

          if (!(precpred(_ctx, 10))) throw FailedPredicateException(this, "precpred(_ctx, 10)");
          setState(280);
          _la = _input->LA(1);
          if (!(_la == PuppetParser::MATCH

          || _la == PuppetParser::NOMATCH)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(281);
          expression(11);
          break;
        }

        case 3: {
          auto newContext = _tracker.createInstance<MultiplicativeExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(282);

          if (!(precpred(_ctx, 9))) throw FailedPredicateException(this, "precpred(_ctx, 9)");
          setState(283);
          _la = _input->LA(1);
          if (!((((_la & ~ 0x3fULL) == 0) &&
            ((1ULL << _la) & ((1ULL << PuppetParser::TIMES)
            | (1ULL << PuppetParser::DIV)
            | (1ULL << PuppetParser::MODULO))) != 0))) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(284);
          expression(10);
          break;
        }

        case 4: {
          auto newContext = _tracker.createInstance<AdditiveExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(285);

          if (!(precpred(_ctx, 8))) throw FailedPredicateException(this, "precpred(_ctx, 8)");
          setState(286);
          _la = _input->LA(1);
          if (!(_la == PuppetParser::PLUS

          || _la == PuppetParser::MINUS)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(287);
          expression(9);
          break;
        }

        case 5: {
          auto newContext = _tracker.createInstance<ShiftExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(288);

          if (!(precpred(_ctx, 7))) throw FailedPredicateException(this, "precpred(_ctx, 7)");
          setState(289);
          _la = _input->LA(1);
          if (!(_la == PuppetParser::LSHIFT

          || _la == PuppetParser::RSHIFT)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(290);
          expression(8);
          break;
        }

        case 6: {
          auto newContext = _tracker.createInstance<EqualityExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(291);

          if (!(precpred(_ctx, 6))) throw FailedPredicateException(this, "precpred(_ctx, 6)");
          setState(292);
          _la = _input->LA(1);
          if (!(_la == PuppetParser::ISEQUAL

          || _la == PuppetParser::NOTEQUAL)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(293);
          expression(7);
          break;
        }

        case 7: {
          auto newContext = _tracker.createInstance<RelationalExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(294);

          if (!(precpred(_ctx, 5))) throw FailedPredicateException(this, "precpred(_ctx, 5)");
          setState(295);
          _la = _input->LA(1);
          if (!((((_la & ~ 0x3fULL) == 0) &&
            ((1ULL << _la) & ((1ULL << PuppetParser::GREATEREQUAL)
            | (1ULL << PuppetParser::GREATERTHAN)
            | (1ULL << PuppetParser::LESSEQUAL)
            | (1ULL << PuppetParser::LESSTHAN))) != 0))) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(296);
          expression(6);
          break;
        }

        case 8: {
          auto newContext = _tracker.createInstance<AndExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(297);

          if (!(precpred(_ctx, 3))) throw FailedPredicateException(this, "precpred(_ctx, 3)");
          setState(298);
          match(PuppetParser::AND);
          setState(299);
          expression(4);
          break;
        }

        case 9: {
          auto newContext = _tracker.createInstance<OrExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(300);

          if (!(precpred(_ctx, 2))) throw FailedPredicateException(this, "precpred(_ctx, 2)");
          setState(301);
          match(PuppetParser::OR);
          setState(302);
          expression(3);
          break;
        }

        case 10: {
          auto newContext = _tracker.createInstance<CallExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(303);

          if (!(precpred(_ctx, 18))) throw FailedPredicateException(this, "precpred(_ctx, 18)");
          setState(304);
          match(PuppetParser::LPAREN);
          setState(309);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if ((((_la & ~ 0x3fULL) == 0) &&
            ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
            | (1ULL << PuppetParser::DQPRE)
            | (1ULL << PuppetParser::WORD)
            | (1ULL << PuppetParser::LBRACK)
            | (1ULL << PuppetParser::LISTSTART)
            | (1ULL << PuppetParser::LBRACE)
            | (1ULL << PuppetParser::LPAREN)
            | (1ULL << PuppetParser::WSLPAREN)
            | (1ULL << PuppetParser::BOOLEAN)
            | (1ULL << PuppetParser::AT)
            | (1ULL << PuppetParser::ATAT)
            | (1ULL << PuppetParser::MINUS)
            | (1ULL << PuppetParser::TIMES)
            | (1ULL << PuppetParser::NOT)
            | (1ULL << PuppetParser::VARIABLE)
            | (1ULL << PuppetParser::NAME)
            | (1ULL << PuppetParser::CLASSREF)
            | (1ULL << PuppetParser::NUMBER)
            | (1ULL << PuppetParser::REGEX)
            | (1ULL << PuppetParser::HEREDOC)
            | (1ULL << PuppetParser::RENDER_STRING)
            | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
            ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
            | (1ULL << (PuppetParser::CLASS - 66))
            | (1ULL << (PuppetParser::DEFAULT - 66))
            | (1ULL << (PuppetParser::DEFINE - 66))
            | (1ULL << (PuppetParser::IF - 66))
            | (1ULL << (PuppetParser::NODE - 66))
            | (1ULL << (PuppetParser::UNDEF - 66))
            | (1ULL << (PuppetParser::UNLESS - 66))
            | (1ULL << (PuppetParser::FUNCTION - 66))
            | (1ULL << (PuppetParser::TYPE - 66))
            | (1ULL << (PuppetParser::ATTR - 66))
            | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
            setState(305);
            arguments();
            setState(307);
            _errHandler->sync(this);

            _la = _input->LA(1);
            if (_la == PuppetParser::COMMA) {
              setState(306);
              match(PuppetParser::COMMA);
            }
          }
          setState(311);
          match(PuppetParser::RPAREN);
          setState(313);
          _errHandler->sync(this);

          switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 32, _ctx)) {
          case 1: {
            setState(312);
            lambda();
            break;
          }

          }
          break;
        }

        case 11: {
          auto newContext = _tracker.createInstance<MethodCallExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(315);

          if (!(precpred(_ctx, 17))) throw FailedPredicateException(this, "precpred(_ctx, 17)");
          setState(316);
          match(PuppetParser::DOT);
          setState(317);
          _la = _input->LA(1);
          if (!(_la == PuppetParser::NAME

          || _la == PuppetParser::TYPE)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
          setState(323);
          _errHandler->sync(this);

          switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 34, _ctx)) {
          case 1: {
            setState(318);
            match(PuppetParser::LPAREN);
            setState(320);
            _errHandler->sync(this);

            _la = _input->LA(1);
            if ((((_la & ~ 0x3fULL) == 0) &&
              ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
              | (1ULL << PuppetParser::DQPRE)
              | (1ULL << PuppetParser::WORD)
              | (1ULL << PuppetParser::LBRACK)
              | (1ULL << PuppetParser::LISTSTART)
              | (1ULL << PuppetParser::LBRACE)
              | (1ULL << PuppetParser::LPAREN)
              | (1ULL << PuppetParser::WSLPAREN)
              | (1ULL << PuppetParser::BOOLEAN)
              | (1ULL << PuppetParser::AT)
              | (1ULL << PuppetParser::ATAT)
              | (1ULL << PuppetParser::MINUS)
              | (1ULL << PuppetParser::TIMES)
              | (1ULL << PuppetParser::NOT)
              | (1ULL << PuppetParser::VARIABLE)
              | (1ULL << PuppetParser::NAME)
              | (1ULL << PuppetParser::CLASSREF)
              | (1ULL << PuppetParser::NUMBER)
              | (1ULL << PuppetParser::REGEX)
              | (1ULL << PuppetParser::HEREDOC)
              | (1ULL << PuppetParser::RENDER_STRING)
              | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
              ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
              | (1ULL << (PuppetParser::CLASS - 66))
              | (1ULL << (PuppetParser::DEFAULT - 66))
              | (1ULL << (PuppetParser::DEFINE - 66))
              | (1ULL << (PuppetParser::IF - 66))
              | (1ULL << (PuppetParser::NODE - 66))
              | (1ULL << (PuppetParser::UNDEF - 66))
              | (1ULL << (PuppetParser::UNLESS - 66))
              | (1ULL << (PuppetParser::FUNCTION - 66))
              | (1ULL << (PuppetParser::TYPE - 66))
              | (1ULL << (PuppetParser::ATTR - 66))
              | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
              setState(319);
              arguments();
            }
            setState(322);
            match(PuppetParser::RPAREN);
            break;
          }

          }
          setState(326);
          _errHandler->sync(this);

          switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 35, _ctx)) {
          case 1: {
            setState(325);
            lambda();
            break;
          }

          }
          break;
        }

        case 12: {
          auto newContext = _tracker.createInstance<AccessExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(328);

          if (!(precpred(_ctx, 16))) throw FailedPredicateException(this, "precpred(_ctx, 16)");
          setState(329);
          match(PuppetParser::LBRACK);
          setState(330);
          accessArgs();
          setState(332);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == PuppetParser::COMMA) {
            setState(331);
            match(PuppetParser::COMMA);
          }
          setState(334);
          match(PuppetParser::RBRACK);
          break;
        }

        case 13: {
          auto newContext = _tracker.createInstance<CollectExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(336);

          if (!(precpred(_ctx, 15))) throw FailedPredicateException(this, "precpred(_ctx, 15)");
          setState(337);
          collectQuery();
          setState(345);
          _errHandler->sync(this);

          switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 38, _ctx)) {
          case 1: {
            setState(338);
            match(PuppetParser::LBRACE);
            setState(339);
            attributeOperations();
            setState(341);
            _errHandler->sync(this);

            _la = _input->LA(1);
            if (_la == PuppetParser::COMMA) {
              setState(340);
              match(PuppetParser::COMMA);
            }
            setState(343);
            match(PuppetParser::RBRACE);
            break;
          }

          }
          break;
        }

        case 14: {
          auto newContext = _tracker.createInstance<SelectorExpressionContext>(_tracker.createInstance<ExpressionContext>(parentContext, parentState));
          _localctx = newContext;
          pushNewRecursionContext(newContext, startState, RuleExpression);
          setState(347);

          if (!(precpred(_ctx, 4))) throw FailedPredicateException(this, "precpred(_ctx, 4)");
          setState(348);
          match(PuppetParser::QMARK);
          setState(349);
          selectorEntries();
          break;
        }

        } 
      }
      setState(354);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 40, _ctx);
    }
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }
  return _localctx;
}

//----------------- PrimaryContext ------------------------------------------------------------------

PuppetParser::PrimaryContext::PrimaryContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::PrimaryContext::getRuleIndex() const {
  return PuppetParser::RulePrimary;
}

void PuppetParser::PrimaryContext::copyFrom(PrimaryContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- ArrayExprContext ------------------------------------------------------------------

PuppetParser::ArrayContext* PuppetParser::ArrayExprContext::array() {
  return getRuleContext<PuppetParser::ArrayContext>(0);
}

PuppetParser::ArrayExprContext::ArrayExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- TypeExprContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::TypeExprContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

PuppetParser::TypeFormContext* PuppetParser::TypeExprContext::typeForm() {
  return getRuleContext<PuppetParser::TypeFormContext>(0);
}

PuppetParser::TypeExprContext::TypeExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ClassExprContext ------------------------------------------------------------------

PuppetParser::ClassDefinitionContext* PuppetParser::ClassExprContext::classDefinition() {
  return getRuleContext<PuppetParser::ClassDefinitionContext>(0);
}

PuppetParser::ClassExprContext::ClassExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- UndefContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::UndefContext::UNDEF() {
  return getToken(PuppetParser::UNDEF, 0);
}

PuppetParser::UndefContext::UndefContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- DefineExprContext ------------------------------------------------------------------

PuppetParser::DefineExpressionContext* PuppetParser::DefineExprContext::defineExpression() {
  return getRuleContext<PuppetParser::DefineExpressionContext>(0);
}

PuppetParser::DefineExprContext::DefineExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- HashExprContext ------------------------------------------------------------------

PuppetParser::HashContext* PuppetParser::HashExprContext::hash() {
  return getRuleContext<PuppetParser::HashContext>(0);
}

PuppetParser::HashExprContext::HashExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ReservedWordContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::ReservedWordContext::PRIVATE() {
  return getToken(PuppetParser::PRIVATE, 0);
}

tree::TerminalNode* PuppetParser::ReservedWordContext::ATTR() {
  return getToken(PuppetParser::ATTR, 0);
}

PuppetParser::ReservedWordContext::ReservedWordContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- FunctionExprContext ------------------------------------------------------------------

PuppetParser::FunctionDefinitionContext* PuppetParser::FunctionExprContext::functionDefinition() {
  return getRuleContext<PuppetParser::FunctionDefinitionContext>(0);
}

PuppetParser::FunctionExprContext::FunctionExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- QuotedContext ------------------------------------------------------------------

PuppetParser::QuotedTextContext* PuppetParser::QuotedContext::quotedText() {
  return getRuleContext<PuppetParser::QuotedTextContext>(0);
}

PuppetParser::QuotedContext::QuotedContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- NumberContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::NumberContext::NUMBER() {
  return getToken(PuppetParser::NUMBER, 0);
}

PuppetParser::NumberContext::NumberContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- RegexContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::RegexContext::REGEX() {
  return getToken(PuppetParser::REGEX, 0);
}

PuppetParser::RegexContext::RegexContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- DefaultContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::DefaultContext::DEFAULT() {
  return getToken(PuppetParser::DEFAULT, 0);
}

PuppetParser::DefaultContext::DefaultContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- BooleanContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::BooleanContext::BOOLEAN() {
  return getToken(PuppetParser::BOOLEAN, 0);
}

PuppetParser::BooleanContext::BooleanContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- EppRenderContext ------------------------------------------------------------------

PuppetParser::EppRenderExpressionContext* PuppetParser::EppRenderContext::eppRenderExpression() {
  return getRuleContext<PuppetParser::EppRenderExpressionContext>(0);
}

PuppetParser::EppRenderContext::EppRenderContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ParenthesizedContext ------------------------------------------------------------------

PuppetParser::AssignmentContext* PuppetParser::ParenthesizedContext::assignment() {
  return getRuleContext<PuppetParser::AssignmentContext>(0);
}

tree::TerminalNode* PuppetParser::ParenthesizedContext::RPAREN() {
  return getToken(PuppetParser::RPAREN, 0);
}

tree::TerminalNode* PuppetParser::ParenthesizedContext::LPAREN() {
  return getToken(PuppetParser::LPAREN, 0);
}

tree::TerminalNode* PuppetParser::ParenthesizedContext::WSLPAREN() {
  return getToken(PuppetParser::WSLPAREN, 0);
}

PuppetParser::ParenthesizedContext::ParenthesizedContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- VariableContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::VariableContext::VARIABLE() {
  return getToken(PuppetParser::VARIABLE, 0);
}

PuppetParser::VariableContext::VariableContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- UnlessExprContext ------------------------------------------------------------------

PuppetParser::UnlessExpressionContext* PuppetParser::UnlessExprContext::unlessExpression() {
  return getRuleContext<PuppetParser::UnlessExpressionContext>(0);
}

PuppetParser::UnlessExprContext::UnlessExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- NameContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::NameContext::NAME() {
  return getToken(PuppetParser::NAME, 0);
}

PuppetParser::NameContext::NameContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- IfExprContext ------------------------------------------------------------------

PuppetParser::IfExpressionContext* PuppetParser::IfExprContext::ifExpression() {
  return getRuleContext<PuppetParser::IfExpressionContext>(0);
}

PuppetParser::IfExprContext::IfExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- TypeReferenceContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::TypeReferenceContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

PuppetParser::TypeReferenceContext::TypeReferenceContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- CaseExprContext ------------------------------------------------------------------

PuppetParser::CaseExpressionContext* PuppetParser::CaseExprContext::caseExpression() {
  return getRuleContext<PuppetParser::CaseExpressionContext>(0);
}

PuppetParser::CaseExprContext::CaseExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


//----------------- NodeExprContext ------------------------------------------------------------------

PuppetParser::NodeDefinitionContext* PuppetParser::NodeExprContext::nodeDefinition() {
  return getRuleContext<PuppetParser::NodeDefinitionContext>(0);
}

PuppetParser::NodeExprContext::NodeExprContext(PrimaryContext *ctx) { copyFrom(ctx); }


PuppetParser::PrimaryContext* PuppetParser::primary() {
  PrimaryContext *_localctx = _tracker.createInstance<PrimaryContext>(_ctx, getState());
  enterRule(_localctx, 32, PuppetParser::RulePrimary);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(381);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::VARIABLE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::VariableContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(355);
        match(PuppetParser::VARIABLE);
        break;
      }

      case PuppetParser::LPAREN:
      case PuppetParser::WSLPAREN: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::ParenthesizedContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(356);
        _la = _input->LA(1);
        if (!(_la == PuppetParser::LPAREN

        || _la == PuppetParser::WSLPAREN)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(357);
        assignment();
        setState(358);
        match(PuppetParser::RPAREN);
        break;
      }

      case PuppetParser::CASE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::CaseExprContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(360);
        caseExpression();
        break;
      }

      case PuppetParser::IF: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::IfExprContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(361);
        ifExpression();
        break;
      }

      case PuppetParser::UNLESS: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::UnlessExprContext>(_localctx));
        enterOuterAlt(_localctx, 5);
        setState(362);
        unlessExpression();
        break;
      }

      case PuppetParser::DEFINE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::DefineExprContext>(_localctx));
        enterOuterAlt(_localctx, 6);
        setState(363);
        defineExpression();
        break;
      }

      case PuppetParser::CLASS: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::ClassExprContext>(_localctx));
        enterOuterAlt(_localctx, 7);
        setState(364);
        classDefinition();
        break;
      }

      case PuppetParser::NODE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::NodeExprContext>(_localctx));
        enterOuterAlt(_localctx, 8);
        setState(365);
        nodeDefinition();
        break;
      }

      case PuppetParser::FUNCTION: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::FunctionExprContext>(_localctx));
        enterOuterAlt(_localctx, 9);
        setState(366);
        functionDefinition();
        break;
      }

      case PuppetParser::TYPE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::TypeExprContext>(_localctx));
        enterOuterAlt(_localctx, 10);
        setState(367);
        match(PuppetParser::TYPE);
        setState(368);
        typeForm();
        break;
      }

      case PuppetParser::RENDER_STRING:
      case PuppetParser::RENDER_EXPR: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::EppRenderContext>(_localctx));
        enterOuterAlt(_localctx, 11);
        setState(369);
        eppRenderExpression();
        break;
      }

      case PuppetParser::ATTR:
      case PuppetParser::PRIVATE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::ReservedWordContext>(_localctx));
        enterOuterAlt(_localctx, 12);
        setState(370);
        _la = _input->LA(1);
        if (!(_la == PuppetParser::ATTR

        || _la == PuppetParser::PRIVATE)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        break;
      }

      case PuppetParser::LBRACK:
      case PuppetParser::LISTSTART: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::ArrayExprContext>(_localctx));
        enterOuterAlt(_localctx, 13);
        setState(371);
        array();
        break;
      }

      case PuppetParser::LBRACE: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::HashExprContext>(_localctx));
        enterOuterAlt(_localctx, 14);
        setState(372);
        hash();
        break;
      }

      case PuppetParser::REGEX: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::RegexContext>(_localctx));
        enterOuterAlt(_localctx, 15);
        setState(373);
        match(PuppetParser::REGEX);
        break;
      }

      case PuppetParser::STRING:
      case PuppetParser::DQPRE:
      case PuppetParser::WORD:
      case PuppetParser::HEREDOC: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::QuotedContext>(_localctx));
        enterOuterAlt(_localctx, 16);
        setState(374);
        quotedText();
        break;
      }

      case PuppetParser::CLASSREF: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::TypeReferenceContext>(_localctx));
        enterOuterAlt(_localctx, 17);
        setState(375);
        match(PuppetParser::CLASSREF);
        break;
      }

      case PuppetParser::NUMBER: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::NumberContext>(_localctx));
        enterOuterAlt(_localctx, 18);
        setState(376);
        match(PuppetParser::NUMBER);
        break;
      }

      case PuppetParser::BOOLEAN: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::BooleanContext>(_localctx));
        enterOuterAlt(_localctx, 19);
        setState(377);
        match(PuppetParser::BOOLEAN);
        break;
      }

      case PuppetParser::DEFAULT: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::DefaultContext>(_localctx));
        enterOuterAlt(_localctx, 20);
        setState(378);
        match(PuppetParser::DEFAULT);
        break;
      }

      case PuppetParser::UNDEF: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::UndefContext>(_localctx));
        enterOuterAlt(_localctx, 21);
        setState(379);
        match(PuppetParser::UNDEF);
        break;
      }

      case PuppetParser::NAME: {
        _localctx = dynamic_cast<PrimaryContext *>(_tracker.createInstance<PuppetParser::NameContext>(_localctx));
        enterOuterAlt(_localctx, 22);
        setState(380);
        match(PuppetParser::NAME);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ArgumentsContext ------------------------------------------------------------------

PuppetParser::ArgumentsContext::ArgumentsContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::ArgumentContext *> PuppetParser::ArgumentsContext::argument() {
  return getRuleContexts<PuppetParser::ArgumentContext>();
}

PuppetParser::ArgumentContext* PuppetParser::ArgumentsContext::argument(size_t i) {
  return getRuleContext<PuppetParser::ArgumentContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::ArgumentsContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::ArgumentsContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::ArgumentsContext::getRuleIndex() const {
  return PuppetParser::RuleArguments;
}


PuppetParser::ArgumentsContext* PuppetParser::arguments() {
  ArgumentsContext *_localctx = _tracker.createInstance<ArgumentsContext>(_ctx, getState());
  enterRule(_localctx, 34, PuppetParser::RuleArguments);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(383);
    argument();
    setState(388);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 42, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(384);
        match(PuppetParser::COMMA);
        setState(385);
        argument(); 
      }
      setState(390);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 42, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ArgumentContext ------------------------------------------------------------------

PuppetParser::ArgumentContext::ArgumentContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::AssignmentContext* PuppetParser::ArgumentContext::assignment() {
  return getRuleContext<PuppetParser::AssignmentContext>(0);
}

tree::TerminalNode* PuppetParser::ArgumentContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

tree::TerminalNode* PuppetParser::ArgumentContext::FUNCTION() {
  return getToken(PuppetParser::FUNCTION, 0);
}

tree::TerminalNode* PuppetParser::ArgumentContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}

PuppetParser::HashEntryContext* PuppetParser::ArgumentContext::hashEntry() {
  return getRuleContext<PuppetParser::HashEntryContext>(0);
}


size_t PuppetParser::ArgumentContext::getRuleIndex() const {
  return PuppetParser::RuleArgument;
}


PuppetParser::ArgumentContext* PuppetParser::argument() {
  ArgumentContext *_localctx = _tracker.createInstance<ArgumentContext>(_ctx, getState());
  enterRule(_localctx, 36, PuppetParser::RuleArgument);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(394);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 43, _ctx)) {
    case 1: {
      setState(391);
      assignment();
      break;
    }

    case 2: {
      setState(392);
      match(PuppetParser::TYPE);
      break;
    }

    case 3: {
      setState(393);
      match(PuppetParser::FUNCTION);
      break;
    }

    }
    setState(398);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::FARROW) {
      setState(396);
      match(PuppetParser::FARROW);
      setState(397);
      hashEntry();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AccessArgsContext ------------------------------------------------------------------

PuppetParser::AccessArgsContext::AccessArgsContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::AccessArgContext *> PuppetParser::AccessArgsContext::accessArg() {
  return getRuleContexts<PuppetParser::AccessArgContext>();
}

PuppetParser::AccessArgContext* PuppetParser::AccessArgsContext::accessArg(size_t i) {
  return getRuleContext<PuppetParser::AccessArgContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::AccessArgsContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::AccessArgsContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::AccessArgsContext::getRuleIndex() const {
  return PuppetParser::RuleAccessArgs;
}


PuppetParser::AccessArgsContext* PuppetParser::accessArgs() {
  AccessArgsContext *_localctx = _tracker.createInstance<AccessArgsContext>(_ctx, getState());
  enterRule(_localctx, 38, PuppetParser::RuleAccessArgs);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(400);
    accessArg();
    setState(405);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 45, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(401);
        match(PuppetParser::COMMA);
        setState(402);
        accessArg(); 
      }
      setState(407);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 45, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AccessArgContext ------------------------------------------------------------------

PuppetParser::AccessArgContext::AccessArgContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::AssignmentContext* PuppetParser::AccessArgContext::assignment() {
  return getRuleContext<PuppetParser::AssignmentContext>(0);
}

tree::TerminalNode* PuppetParser::AccessArgContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

tree::TerminalNode* PuppetParser::AccessArgContext::FUNCTION() {
  return getToken(PuppetParser::FUNCTION, 0);
}

tree::TerminalNode* PuppetParser::AccessArgContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}

PuppetParser::HashEntryContext* PuppetParser::AccessArgContext::hashEntry() {
  return getRuleContext<PuppetParser::HashEntryContext>(0);
}


size_t PuppetParser::AccessArgContext::getRuleIndex() const {
  return PuppetParser::RuleAccessArg;
}


PuppetParser::AccessArgContext* PuppetParser::accessArg() {
  AccessArgContext *_localctx = _tracker.createInstance<AccessArgContext>(_ctx, getState());
  enterRule(_localctx, 40, PuppetParser::RuleAccessArg);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(411);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 46, _ctx)) {
    case 1: {
      setState(408);
      assignment();
      break;
    }

    case 2: {
      setState(409);
      match(PuppetParser::TYPE);
      break;
    }

    case 3: {
      setState(410);
      match(PuppetParser::FUNCTION);
      break;
    }

    }
    setState(415);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::FARROW) {
      setState(413);
      match(PuppetParser::FARROW);
      setState(414);
      hashEntry();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- LambdaContext ------------------------------------------------------------------

PuppetParser::LambdaContext::LambdaContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<tree::TerminalNode *> PuppetParser::LambdaContext::PIPE() {
  return getTokens(PuppetParser::PIPE);
}

tree::TerminalNode* PuppetParser::LambdaContext::PIPE(size_t i) {
  return getToken(PuppetParser::PIPE, i);
}

tree::TerminalNode* PuppetParser::LambdaContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::LambdaContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

PuppetParser::ParametersContext* PuppetParser::LambdaContext::parameters() {
  return getRuleContext<PuppetParser::ParametersContext>(0);
}

tree::TerminalNode* PuppetParser::LambdaContext::RSHIFT() {
  return getToken(PuppetParser::RSHIFT, 0);
}

tree::TerminalNode* PuppetParser::LambdaContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

PuppetParser::StatementsContext* PuppetParser::LambdaContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

tree::TerminalNode* PuppetParser::LambdaContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

tree::TerminalNode* PuppetParser::LambdaContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

PuppetParser::AccessArgsContext* PuppetParser::LambdaContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::LambdaContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}


size_t PuppetParser::LambdaContext::getRuleIndex() const {
  return PuppetParser::RuleLambda;
}


PuppetParser::LambdaContext* PuppetParser::lambda() {
  LambdaContext *_localctx = _tracker.createInstance<LambdaContext>(_ctx, getState());
  enterRule(_localctx, 42, PuppetParser::RuleLambda);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(417);
    match(PuppetParser::PIPE);
    setState(422);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::CLASSREF))) != 0)) {
      setState(418);
      parameters();
      setState(420);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(419);
        match(PuppetParser::COMMA);
      }
    }
    setState(424);
    match(PuppetParser::PIPE);
    setState(433);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::RSHIFT) {
      setState(425);
      match(PuppetParser::RSHIFT);
      setState(426);
      match(PuppetParser::CLASSREF);
      setState(431);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::LBRACK) {
        setState(427);
        match(PuppetParser::LBRACK);
        setState(428);
        accessArgs();
        setState(429);
        match(PuppetParser::RBRACK);
      }
    }
    setState(435);
    match(PuppetParser::LBRACE);
    setState(437);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(436);
      statements();
    }
    setState(439);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SelectorEntriesContext ------------------------------------------------------------------

PuppetParser::SelectorEntriesContext::SelectorEntriesContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::SelectorEntriesContext::SELBRACE() {
  return getToken(PuppetParser::SELBRACE, 0);
}

std::vector<PuppetParser::SelectorEntryContext *> PuppetParser::SelectorEntriesContext::selectorEntry() {
  return getRuleContexts<PuppetParser::SelectorEntryContext>();
}

PuppetParser::SelectorEntryContext* PuppetParser::SelectorEntriesContext::selectorEntry(size_t i) {
  return getRuleContext<PuppetParser::SelectorEntryContext>(i);
}

tree::TerminalNode* PuppetParser::SelectorEntriesContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

std::vector<tree::TerminalNode *> PuppetParser::SelectorEntriesContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::SelectorEntriesContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::SelectorEntriesContext::getRuleIndex() const {
  return PuppetParser::RuleSelectorEntries;
}


PuppetParser::SelectorEntriesContext* PuppetParser::selectorEntries() {
  SelectorEntriesContext *_localctx = _tracker.createInstance<SelectorEntriesContext>(_ctx, getState());
  enterRule(_localctx, 44, PuppetParser::RuleSelectorEntries);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    setState(456);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::SELBRACE: {
        enterOuterAlt(_localctx, 1);
        setState(441);
        match(PuppetParser::SELBRACE);
        setState(442);
        selectorEntry();
        setState(447);
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 53, _ctx);
        while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
          if (alt == 1) {
            setState(443);
            match(PuppetParser::COMMA);
            setState(444);
            selectorEntry(); 
          }
          setState(449);
          _errHandler->sync(this);
          alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 53, _ctx);
        }
        setState(451);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == PuppetParser::COMMA) {
          setState(450);
          match(PuppetParser::COMMA);
        }
        setState(453);
        match(PuppetParser::RBRACE);
        break;
      }

      case PuppetParser::STRING:
      case PuppetParser::DQPRE:
      case PuppetParser::WORD:
      case PuppetParser::LBRACK:
      case PuppetParser::LISTSTART:
      case PuppetParser::LBRACE:
      case PuppetParser::LPAREN:
      case PuppetParser::WSLPAREN:
      case PuppetParser::BOOLEAN:
      case PuppetParser::MINUS:
      case PuppetParser::TIMES:
      case PuppetParser::NOT:
      case PuppetParser::VARIABLE:
      case PuppetParser::NAME:
      case PuppetParser::CLASSREF:
      case PuppetParser::NUMBER:
      case PuppetParser::REGEX:
      case PuppetParser::HEREDOC:
      case PuppetParser::RENDER_STRING:
      case PuppetParser::RENDER_EXPR:
      case PuppetParser::CASE:
      case PuppetParser::CLASS:
      case PuppetParser::DEFAULT:
      case PuppetParser::DEFINE:
      case PuppetParser::IF:
      case PuppetParser::NODE:
      case PuppetParser::UNDEF:
      case PuppetParser::UNLESS:
      case PuppetParser::FUNCTION:
      case PuppetParser::TYPE:
      case PuppetParser::ATTR:
      case PuppetParser::PRIVATE: {
        enterOuterAlt(_localctx, 2);
        setState(455);
        selectorEntry();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SelectorEntryContext ------------------------------------------------------------------

PuppetParser::SelectorEntryContext::SelectorEntryContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::ExpressionContext *> PuppetParser::SelectorEntryContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::SelectorEntryContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::SelectorEntryContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}


size_t PuppetParser::SelectorEntryContext::getRuleIndex() const {
  return PuppetParser::RuleSelectorEntry;
}


PuppetParser::SelectorEntryContext* PuppetParser::selectorEntry() {
  SelectorEntryContext *_localctx = _tracker.createInstance<SelectorEntryContext>(_ctx, getState());
  enterRule(_localctx, 46, PuppetParser::RuleSelectorEntry);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(458);
    expression(0);
    setState(459);
    match(PuppetParser::FARROW);
    setState(460);
    expression(0);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CollectQueryContext ------------------------------------------------------------------

PuppetParser::CollectQueryContext::CollectQueryContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::CollectQueryContext::getRuleIndex() const {
  return PuppetParser::RuleCollectQuery;
}

void PuppetParser::CollectQueryContext::copyFrom(CollectQueryContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- ExportedQueryContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::ExportedQueryContext::LLCOLLECT() {
  return getToken(PuppetParser::LLCOLLECT, 0);
}

tree::TerminalNode* PuppetParser::ExportedQueryContext::RRCOLLECT() {
  return getToken(PuppetParser::RRCOLLECT, 0);
}

PuppetParser::ExpressionContext* PuppetParser::ExportedQueryContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::ExportedQueryContext::ExportedQueryContext(CollectQueryContext *ctx) { copyFrom(ctx); }


//----------------- VirtualQueryContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::VirtualQueryContext::LCOLLECT() {
  return getToken(PuppetParser::LCOLLECT, 0);
}

tree::TerminalNode* PuppetParser::VirtualQueryContext::RCOLLECT() {
  return getToken(PuppetParser::RCOLLECT, 0);
}

PuppetParser::ExpressionContext* PuppetParser::VirtualQueryContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

PuppetParser::VirtualQueryContext::VirtualQueryContext(CollectQueryContext *ctx) { copyFrom(ctx); }


PuppetParser::CollectQueryContext* PuppetParser::collectQuery() {
  CollectQueryContext *_localctx = _tracker.createInstance<CollectQueryContext>(_ctx, getState());
  enterRule(_localctx, 48, PuppetParser::RuleCollectQuery);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(472);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::LCOLLECT: {
        _localctx = dynamic_cast<CollectQueryContext *>(_tracker.createInstance<PuppetParser::VirtualQueryContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(462);
        match(PuppetParser::LCOLLECT);
        setState(464);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
          | (1ULL << PuppetParser::DQPRE)
          | (1ULL << PuppetParser::WORD)
          | (1ULL << PuppetParser::LBRACK)
          | (1ULL << PuppetParser::LISTSTART)
          | (1ULL << PuppetParser::LBRACE)
          | (1ULL << PuppetParser::LPAREN)
          | (1ULL << PuppetParser::WSLPAREN)
          | (1ULL << PuppetParser::BOOLEAN)
          | (1ULL << PuppetParser::MINUS)
          | (1ULL << PuppetParser::TIMES)
          | (1ULL << PuppetParser::NOT)
          | (1ULL << PuppetParser::VARIABLE)
          | (1ULL << PuppetParser::NAME)
          | (1ULL << PuppetParser::CLASSREF)
          | (1ULL << PuppetParser::NUMBER)
          | (1ULL << PuppetParser::REGEX)
          | (1ULL << PuppetParser::HEREDOC)
          | (1ULL << PuppetParser::RENDER_STRING)
          | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
          | (1ULL << (PuppetParser::CLASS - 66))
          | (1ULL << (PuppetParser::DEFAULT - 66))
          | (1ULL << (PuppetParser::DEFINE - 66))
          | (1ULL << (PuppetParser::IF - 66))
          | (1ULL << (PuppetParser::NODE - 66))
          | (1ULL << (PuppetParser::UNDEF - 66))
          | (1ULL << (PuppetParser::UNLESS - 66))
          | (1ULL << (PuppetParser::FUNCTION - 66))
          | (1ULL << (PuppetParser::TYPE - 66))
          | (1ULL << (PuppetParser::ATTR - 66))
          | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
          setState(463);
          expression(0);
        }
        setState(466);
        match(PuppetParser::RCOLLECT);
        break;
      }

      case PuppetParser::LLCOLLECT: {
        _localctx = dynamic_cast<CollectQueryContext *>(_tracker.createInstance<PuppetParser::ExportedQueryContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(467);
        match(PuppetParser::LLCOLLECT);
        setState(469);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
          | (1ULL << PuppetParser::DQPRE)
          | (1ULL << PuppetParser::WORD)
          | (1ULL << PuppetParser::LBRACK)
          | (1ULL << PuppetParser::LISTSTART)
          | (1ULL << PuppetParser::LBRACE)
          | (1ULL << PuppetParser::LPAREN)
          | (1ULL << PuppetParser::WSLPAREN)
          | (1ULL << PuppetParser::BOOLEAN)
          | (1ULL << PuppetParser::MINUS)
          | (1ULL << PuppetParser::TIMES)
          | (1ULL << PuppetParser::NOT)
          | (1ULL << PuppetParser::VARIABLE)
          | (1ULL << PuppetParser::NAME)
          | (1ULL << PuppetParser::CLASSREF)
          | (1ULL << PuppetParser::NUMBER)
          | (1ULL << PuppetParser::REGEX)
          | (1ULL << PuppetParser::HEREDOC)
          | (1ULL << PuppetParser::RENDER_STRING)
          | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
          | (1ULL << (PuppetParser::CLASS - 66))
          | (1ULL << (PuppetParser::DEFAULT - 66))
          | (1ULL << (PuppetParser::DEFINE - 66))
          | (1ULL << (PuppetParser::IF - 66))
          | (1ULL << (PuppetParser::NODE - 66))
          | (1ULL << (PuppetParser::UNDEF - 66))
          | (1ULL << (PuppetParser::UNLESS - 66))
          | (1ULL << (PuppetParser::FUNCTION - 66))
          | (1ULL << (PuppetParser::TYPE - 66))
          | (1ULL << (PuppetParser::ATTR - 66))
          | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
          setState(468);
          expression(0);
        }
        setState(471);
        match(PuppetParser::RRCOLLECT);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IfExpressionContext ------------------------------------------------------------------

PuppetParser::IfExpressionContext::IfExpressionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::IfExpressionContext::IF() {
  return getToken(PuppetParser::IF, 0);
}

PuppetParser::IfPartContext* PuppetParser::IfExpressionContext::ifPart() {
  return getRuleContext<PuppetParser::IfPartContext>(0);
}


size_t PuppetParser::IfExpressionContext::getRuleIndex() const {
  return PuppetParser::RuleIfExpression;
}


PuppetParser::IfExpressionContext* PuppetParser::ifExpression() {
  IfExpressionContext *_localctx = _tracker.createInstance<IfExpressionContext>(_ctx, getState());
  enterRule(_localctx, 50, PuppetParser::RuleIfExpression);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(474);
    match(PuppetParser::IF);
    setState(475);
    ifPart();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IfPartContext ------------------------------------------------------------------

PuppetParser::IfPartContext::IfPartContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::ExpressionContext* PuppetParser::IfPartContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

std::vector<tree::TerminalNode *> PuppetParser::IfPartContext::LBRACE() {
  return getTokens(PuppetParser::LBRACE);
}

tree::TerminalNode* PuppetParser::IfPartContext::LBRACE(size_t i) {
  return getToken(PuppetParser::LBRACE, i);
}

std::vector<tree::TerminalNode *> PuppetParser::IfPartContext::RBRACE() {
  return getTokens(PuppetParser::RBRACE);
}

tree::TerminalNode* PuppetParser::IfPartContext::RBRACE(size_t i) {
  return getToken(PuppetParser::RBRACE, i);
}

std::vector<PuppetParser::StatementsContext *> PuppetParser::IfPartContext::statements() {
  return getRuleContexts<PuppetParser::StatementsContext>();
}

PuppetParser::StatementsContext* PuppetParser::IfPartContext::statements(size_t i) {
  return getRuleContext<PuppetParser::StatementsContext>(i);
}

tree::TerminalNode* PuppetParser::IfPartContext::ELSIF() {
  return getToken(PuppetParser::ELSIF, 0);
}

PuppetParser::IfPartContext* PuppetParser::IfPartContext::ifPart() {
  return getRuleContext<PuppetParser::IfPartContext>(0);
}

tree::TerminalNode* PuppetParser::IfPartContext::ELSE() {
  return getToken(PuppetParser::ELSE, 0);
}


size_t PuppetParser::IfPartContext::getRuleIndex() const {
  return PuppetParser::RuleIfPart;
}


PuppetParser::IfPartContext* PuppetParser::ifPart() {
  IfPartContext *_localctx = _tracker.createInstance<IfPartContext>(_ctx, getState());
  enterRule(_localctx, 52, PuppetParser::RuleIfPart);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(477);
    expression(0);
    setState(478);
    match(PuppetParser::LBRACE);
    setState(480);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(479);
      statements();
    }
    setState(482);
    match(PuppetParser::RBRACE);
    setState(491);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 61, _ctx)) {
    case 1: {
      setState(483);
      match(PuppetParser::ELSIF);
      setState(484);
      ifPart();
      break;
    }

    case 2: {
      setState(485);
      match(PuppetParser::ELSE);
      setState(486);
      match(PuppetParser::LBRACE);
      setState(488);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
        | (1ULL << PuppetParser::DQPRE)
        | (1ULL << PuppetParser::WORD)
        | (1ULL << PuppetParser::LBRACK)
        | (1ULL << PuppetParser::LISTSTART)
        | (1ULL << PuppetParser::LBRACE)
        | (1ULL << PuppetParser::LPAREN)
        | (1ULL << PuppetParser::WSLPAREN)
        | (1ULL << PuppetParser::BOOLEAN)
        | (1ULL << PuppetParser::AT)
        | (1ULL << PuppetParser::ATAT)
        | (1ULL << PuppetParser::MINUS)
        | (1ULL << PuppetParser::TIMES)
        | (1ULL << PuppetParser::NOT)
        | (1ULL << PuppetParser::VARIABLE)
        | (1ULL << PuppetParser::NAME)
        | (1ULL << PuppetParser::CLASSREF)
        | (1ULL << PuppetParser::NUMBER)
        | (1ULL << PuppetParser::REGEX)
        | (1ULL << PuppetParser::HEREDOC)
        | (1ULL << PuppetParser::RENDER_STRING)
        | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
        | (1ULL << (PuppetParser::CLASS - 66))
        | (1ULL << (PuppetParser::DEFAULT - 66))
        | (1ULL << (PuppetParser::DEFINE - 66))
        | (1ULL << (PuppetParser::IF - 66))
        | (1ULL << (PuppetParser::NODE - 66))
        | (1ULL << (PuppetParser::UNDEF - 66))
        | (1ULL << (PuppetParser::UNLESS - 66))
        | (1ULL << (PuppetParser::FUNCTION - 66))
        | (1ULL << (PuppetParser::TYPE - 66))
        | (1ULL << (PuppetParser::ATTR - 66))
        | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
        setState(487);
        statements();
      }
      setState(490);
      match(PuppetParser::RBRACE);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UnlessExpressionContext ------------------------------------------------------------------

PuppetParser::UnlessExpressionContext::UnlessExpressionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::UnlessExpressionContext::UNLESS() {
  return getToken(PuppetParser::UNLESS, 0);
}

PuppetParser::ExpressionContext* PuppetParser::UnlessExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

std::vector<tree::TerminalNode *> PuppetParser::UnlessExpressionContext::LBRACE() {
  return getTokens(PuppetParser::LBRACE);
}

tree::TerminalNode* PuppetParser::UnlessExpressionContext::LBRACE(size_t i) {
  return getToken(PuppetParser::LBRACE, i);
}

std::vector<tree::TerminalNode *> PuppetParser::UnlessExpressionContext::RBRACE() {
  return getTokens(PuppetParser::RBRACE);
}

tree::TerminalNode* PuppetParser::UnlessExpressionContext::RBRACE(size_t i) {
  return getToken(PuppetParser::RBRACE, i);
}

std::vector<PuppetParser::StatementsContext *> PuppetParser::UnlessExpressionContext::statements() {
  return getRuleContexts<PuppetParser::StatementsContext>();
}

PuppetParser::StatementsContext* PuppetParser::UnlessExpressionContext::statements(size_t i) {
  return getRuleContext<PuppetParser::StatementsContext>(i);
}

tree::TerminalNode* PuppetParser::UnlessExpressionContext::ELSE() {
  return getToken(PuppetParser::ELSE, 0);
}


size_t PuppetParser::UnlessExpressionContext::getRuleIndex() const {
  return PuppetParser::RuleUnlessExpression;
}


PuppetParser::UnlessExpressionContext* PuppetParser::unlessExpression() {
  UnlessExpressionContext *_localctx = _tracker.createInstance<UnlessExpressionContext>(_ctx, getState());
  enterRule(_localctx, 54, PuppetParser::RuleUnlessExpression);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(493);
    match(PuppetParser::UNLESS);
    setState(494);
    expression(0);
    setState(495);
    match(PuppetParser::LBRACE);
    setState(497);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(496);
      statements();
    }
    setState(499);
    match(PuppetParser::RBRACE);
    setState(506);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 64, _ctx)) {
    case 1: {
      setState(500);
      match(PuppetParser::ELSE);
      setState(501);
      match(PuppetParser::LBRACE);
      setState(503);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
        | (1ULL << PuppetParser::DQPRE)
        | (1ULL << PuppetParser::WORD)
        | (1ULL << PuppetParser::LBRACK)
        | (1ULL << PuppetParser::LISTSTART)
        | (1ULL << PuppetParser::LBRACE)
        | (1ULL << PuppetParser::LPAREN)
        | (1ULL << PuppetParser::WSLPAREN)
        | (1ULL << PuppetParser::BOOLEAN)
        | (1ULL << PuppetParser::AT)
        | (1ULL << PuppetParser::ATAT)
        | (1ULL << PuppetParser::MINUS)
        | (1ULL << PuppetParser::TIMES)
        | (1ULL << PuppetParser::NOT)
        | (1ULL << PuppetParser::VARIABLE)
        | (1ULL << PuppetParser::NAME)
        | (1ULL << PuppetParser::CLASSREF)
        | (1ULL << PuppetParser::NUMBER)
        | (1ULL << PuppetParser::REGEX)
        | (1ULL << PuppetParser::HEREDOC)
        | (1ULL << PuppetParser::RENDER_STRING)
        | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
        | (1ULL << (PuppetParser::CLASS - 66))
        | (1ULL << (PuppetParser::DEFAULT - 66))
        | (1ULL << (PuppetParser::DEFINE - 66))
        | (1ULL << (PuppetParser::IF - 66))
        | (1ULL << (PuppetParser::NODE - 66))
        | (1ULL << (PuppetParser::UNDEF - 66))
        | (1ULL << (PuppetParser::UNLESS - 66))
        | (1ULL << (PuppetParser::FUNCTION - 66))
        | (1ULL << (PuppetParser::TYPE - 66))
        | (1ULL << (PuppetParser::ATTR - 66))
        | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
        setState(502);
        statements();
      }
      setState(505);
      match(PuppetParser::RBRACE);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CaseExpressionContext ------------------------------------------------------------------

PuppetParser::CaseExpressionContext::CaseExpressionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::CaseExpressionContext::CASE() {
  return getToken(PuppetParser::CASE, 0);
}

PuppetParser::ExpressionContext* PuppetParser::CaseExpressionContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::CaseExpressionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::CaseExpressionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

std::vector<PuppetParser::CaseOptionContext *> PuppetParser::CaseExpressionContext::caseOption() {
  return getRuleContexts<PuppetParser::CaseOptionContext>();
}

PuppetParser::CaseOptionContext* PuppetParser::CaseExpressionContext::caseOption(size_t i) {
  return getRuleContext<PuppetParser::CaseOptionContext>(i);
}


size_t PuppetParser::CaseExpressionContext::getRuleIndex() const {
  return PuppetParser::RuleCaseExpression;
}


PuppetParser::CaseExpressionContext* PuppetParser::caseExpression() {
  CaseExpressionContext *_localctx = _tracker.createInstance<CaseExpressionContext>(_ctx, getState());
  enterRule(_localctx, 56, PuppetParser::RuleCaseExpression);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(508);
    match(PuppetParser::CASE);
    setState(509);
    expression(0);
    setState(510);
    match(PuppetParser::LBRACE);
    setState(512); 
    _errHandler->sync(this);
    _la = _input->LA(1);
    do {
      setState(511);
      caseOption();
      setState(514); 
      _errHandler->sync(this);
      _la = _input->LA(1);
    } while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0));
    setState(516);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CaseOptionContext ------------------------------------------------------------------

PuppetParser::CaseOptionContext::CaseOptionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::ExpressionContext *> PuppetParser::CaseOptionContext::expression() {
  return getRuleContexts<PuppetParser::ExpressionContext>();
}

PuppetParser::ExpressionContext* PuppetParser::CaseOptionContext::expression(size_t i) {
  return getRuleContext<PuppetParser::ExpressionContext>(i);
}

tree::TerminalNode* PuppetParser::CaseOptionContext::COLON() {
  return getToken(PuppetParser::COLON, 0);
}

tree::TerminalNode* PuppetParser::CaseOptionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::CaseOptionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

std::vector<tree::TerminalNode *> PuppetParser::CaseOptionContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::CaseOptionContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}

PuppetParser::StatementsContext* PuppetParser::CaseOptionContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}


size_t PuppetParser::CaseOptionContext::getRuleIndex() const {
  return PuppetParser::RuleCaseOption;
}


PuppetParser::CaseOptionContext* PuppetParser::caseOption() {
  CaseOptionContext *_localctx = _tracker.createInstance<CaseOptionContext>(_ctx, getState());
  enterRule(_localctx, 58, PuppetParser::RuleCaseOption);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(518);
    expression(0);
    setState(523);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == PuppetParser::COMMA) {
      setState(519);
      match(PuppetParser::COMMA);
      setState(520);
      expression(0);
      setState(525);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(526);
    match(PuppetParser::COLON);
    setState(527);
    match(PuppetParser::LBRACE);
    setState(529);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(528);
      statements();
    }
    setState(531);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DefineExpressionContext ------------------------------------------------------------------

PuppetParser::DefineExpressionContext::DefineExpressionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::DefineExpressionContext::DEFINE() {
  return getToken(PuppetParser::DEFINE, 0);
}

PuppetParser::ClassnameContext* PuppetParser::DefineExpressionContext::classname() {
  return getRuleContext<PuppetParser::ClassnameContext>(0);
}

tree::TerminalNode* PuppetParser::DefineExpressionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::DefineExpressionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

PuppetParser::ParameterListContext* PuppetParser::DefineExpressionContext::parameterList() {
  return getRuleContext<PuppetParser::ParameterListContext>(0);
}

PuppetParser::StatementsContext* PuppetParser::DefineExpressionContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}


size_t PuppetParser::DefineExpressionContext::getRuleIndex() const {
  return PuppetParser::RuleDefineExpression;
}


PuppetParser::DefineExpressionContext* PuppetParser::defineExpression() {
  DefineExpressionContext *_localctx = _tracker.createInstance<DefineExpressionContext>(_ctx, getState());
  enterRule(_localctx, 60, PuppetParser::RuleDefineExpression);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(533);
    match(PuppetParser::DEFINE);
    setState(534);
    classname();
    setState(536);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::LPAREN

    || _la == PuppetParser::WSLPAREN) {
      setState(535);
      parameterList();
    }
    setState(538);
    match(PuppetParser::LBRACE);
    setState(540);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(539);
      statements();
    }
    setState(542);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ClassDefinitionContext ------------------------------------------------------------------

PuppetParser::ClassDefinitionContext::ClassDefinitionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::ClassDefinitionContext::CLASS() {
  return getToken(PuppetParser::CLASS, 0);
}

std::vector<PuppetParser::ClassnameContext *> PuppetParser::ClassDefinitionContext::classname() {
  return getRuleContexts<PuppetParser::ClassnameContext>();
}

PuppetParser::ClassnameContext* PuppetParser::ClassDefinitionContext::classname(size_t i) {
  return getRuleContext<PuppetParser::ClassnameContext>(i);
}

tree::TerminalNode* PuppetParser::ClassDefinitionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::ClassDefinitionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

PuppetParser::ParameterListContext* PuppetParser::ClassDefinitionContext::parameterList() {
  return getRuleContext<PuppetParser::ParameterListContext>(0);
}

tree::TerminalNode* PuppetParser::ClassDefinitionContext::INHERITS() {
  return getToken(PuppetParser::INHERITS, 0);
}

PuppetParser::StatementsContext* PuppetParser::ClassDefinitionContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

tree::TerminalNode* PuppetParser::ClassDefinitionContext::DEFAULT() {
  return getToken(PuppetParser::DEFAULT, 0);
}


size_t PuppetParser::ClassDefinitionContext::getRuleIndex() const {
  return PuppetParser::RuleClassDefinition;
}


PuppetParser::ClassDefinitionContext* PuppetParser::classDefinition() {
  ClassDefinitionContext *_localctx = _tracker.createInstance<ClassDefinitionContext>(_ctx, getState());
  enterRule(_localctx, 62, PuppetParser::RuleClassDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(544);
    match(PuppetParser::CLASS);
    setState(545);
    classname();
    setState(547);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::LPAREN

    || _la == PuppetParser::WSLPAREN) {
      setState(546);
      parameterList();
    }
    setState(554);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::INHERITS) {
      setState(549);
      match(PuppetParser::INHERITS);
      setState(552);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case PuppetParser::STRING:
        case PuppetParser::WORD:
        case PuppetParser::NAME:
        case PuppetParser::CLASSREF:
        case PuppetParser::CLASS: {
          setState(550);
          classname();
          break;
        }

        case PuppetParser::DEFAULT: {
          setState(551);
          match(PuppetParser::DEFAULT);
          break;
        }

      default:
        throw NoViableAltException(this);
      }
    }
    setState(556);
    match(PuppetParser::LBRACE);
    setState(558);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(557);
      statements();
    }
    setState(560);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ClassnameContext ------------------------------------------------------------------

PuppetParser::ClassnameContext::ClassnameContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::ClassnameContext::NAME() {
  return getToken(PuppetParser::NAME, 0);
}

tree::TerminalNode* PuppetParser::ClassnameContext::WORD() {
  return getToken(PuppetParser::WORD, 0);
}

tree::TerminalNode* PuppetParser::ClassnameContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

tree::TerminalNode* PuppetParser::ClassnameContext::CLASS() {
  return getToken(PuppetParser::CLASS, 0);
}

tree::TerminalNode* PuppetParser::ClassnameContext::STRING() {
  return getToken(PuppetParser::STRING, 0);
}


size_t PuppetParser::ClassnameContext::getRuleIndex() const {
  return PuppetParser::RuleClassname;
}


PuppetParser::ClassnameContext* PuppetParser::classname() {
  ClassnameContext *_localctx = _tracker.createInstance<ClassnameContext>(_ctx, getState());
  enterRule(_localctx, 64, PuppetParser::RuleClassname);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(562);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF))) != 0) || _la == PuppetParser::CLASS)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ParameterListContext ------------------------------------------------------------------

PuppetParser::ParameterListContext::ParameterListContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::ParameterListContext::RPAREN() {
  return getToken(PuppetParser::RPAREN, 0);
}

tree::TerminalNode* PuppetParser::ParameterListContext::LPAREN() {
  return getToken(PuppetParser::LPAREN, 0);
}

tree::TerminalNode* PuppetParser::ParameterListContext::WSLPAREN() {
  return getToken(PuppetParser::WSLPAREN, 0);
}

PuppetParser::ParametersContext* PuppetParser::ParameterListContext::parameters() {
  return getRuleContext<PuppetParser::ParametersContext>(0);
}

tree::TerminalNode* PuppetParser::ParameterListContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}


size_t PuppetParser::ParameterListContext::getRuleIndex() const {
  return PuppetParser::RuleParameterList;
}


PuppetParser::ParameterListContext* PuppetParser::parameterList() {
  ParameterListContext *_localctx = _tracker.createInstance<ParameterListContext>(_ctx, getState());
  enterRule(_localctx, 66, PuppetParser::RuleParameterList);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(564);
    _la = _input->LA(1);
    if (!(_la == PuppetParser::LPAREN

    || _la == PuppetParser::WSLPAREN)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(569);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::CLASSREF))) != 0)) {
      setState(565);
      parameters();
      setState(567);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(566);
        match(PuppetParser::COMMA);
      }
    }
    setState(571);
    match(PuppetParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ParametersContext ------------------------------------------------------------------

PuppetParser::ParametersContext::ParametersContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::ParameterContext *> PuppetParser::ParametersContext::parameter() {
  return getRuleContexts<PuppetParser::ParameterContext>();
}

PuppetParser::ParameterContext* PuppetParser::ParametersContext::parameter(size_t i) {
  return getRuleContext<PuppetParser::ParameterContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::ParametersContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::ParametersContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::ParametersContext::getRuleIndex() const {
  return PuppetParser::RuleParameters;
}


PuppetParser::ParametersContext* PuppetParser::parameters() {
  ParametersContext *_localctx = _tracker.createInstance<ParametersContext>(_ctx, getState());
  enterRule(_localctx, 68, PuppetParser::RuleParameters);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(573);
    parameter();
    setState(578);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 76, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(574);
        match(PuppetParser::COMMA);
        setState(575);
        parameter(); 
      }
      setState(580);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 76, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ParameterContext ------------------------------------------------------------------

PuppetParser::ParameterContext::ParameterContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::ParameterContext::VARIABLE() {
  return getToken(PuppetParser::VARIABLE, 0);
}

tree::TerminalNode* PuppetParser::ParameterContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

tree::TerminalNode* PuppetParser::ParameterContext::TIMES() {
  return getToken(PuppetParser::TIMES, 0);
}

tree::TerminalNode* PuppetParser::ParameterContext::EQUALS() {
  return getToken(PuppetParser::EQUALS, 0);
}

PuppetParser::ExpressionContext* PuppetParser::ParameterContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::ParameterContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

PuppetParser::AccessArgsContext* PuppetParser::ParameterContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::ParameterContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}


size_t PuppetParser::ParameterContext::getRuleIndex() const {
  return PuppetParser::RuleParameter;
}


PuppetParser::ParameterContext* PuppetParser::parameter() {
  ParameterContext *_localctx = _tracker.createInstance<ParameterContext>(_ctx, getState());
  enterRule(_localctx, 70, PuppetParser::RuleParameter);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(588);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::CLASSREF) {
      setState(581);
      match(PuppetParser::CLASSREF);
      setState(586);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::LBRACK) {
        setState(582);
        match(PuppetParser::LBRACK);
        setState(583);
        accessArgs();
        setState(584);
        match(PuppetParser::RBRACK);
      }
    }
    setState(591);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::TIMES) {
      setState(590);
      match(PuppetParser::TIMES);
    }
    setState(593);
    match(PuppetParser::VARIABLE);
    setState(596);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::EQUALS) {
      setState(594);
      match(PuppetParser::EQUALS);
      setState(595);
      expression(0);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NodeDefinitionContext ------------------------------------------------------------------

PuppetParser::NodeDefinitionContext::NodeDefinitionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::NodeDefinitionContext::NODE() {
  return getToken(PuppetParser::NODE, 0);
}

std::vector<PuppetParser::HostnameContext *> PuppetParser::NodeDefinitionContext::hostname() {
  return getRuleContexts<PuppetParser::HostnameContext>();
}

PuppetParser::HostnameContext* PuppetParser::NodeDefinitionContext::hostname(size_t i) {
  return getRuleContext<PuppetParser::HostnameContext>(i);
}

tree::TerminalNode* PuppetParser::NodeDefinitionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::NodeDefinitionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

std::vector<tree::TerminalNode *> PuppetParser::NodeDefinitionContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::NodeDefinitionContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}

tree::TerminalNode* PuppetParser::NodeDefinitionContext::INHERITS() {
  return getToken(PuppetParser::INHERITS, 0);
}

PuppetParser::StatementsContext* PuppetParser::NodeDefinitionContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}


size_t PuppetParser::NodeDefinitionContext::getRuleIndex() const {
  return PuppetParser::RuleNodeDefinition;
}


PuppetParser::NodeDefinitionContext* PuppetParser::nodeDefinition() {
  NodeDefinitionContext *_localctx = _tracker.createInstance<NodeDefinitionContext>(_ctx, getState());
  enterRule(_localctx, 72, PuppetParser::RuleNodeDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(598);
    match(PuppetParser::NODE);
    setState(599);
    hostname();
    setState(604);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 81, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(600);
        match(PuppetParser::COMMA);
        setState(601);
        hostname(); 
      }
      setState(606);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 81, _ctx);
    }
    setState(608);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::COMMA) {
      setState(607);
      match(PuppetParser::COMMA);
    }
    setState(612);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::INHERITS) {
      setState(610);
      match(PuppetParser::INHERITS);
      setState(611);
      hostname();
    }
    setState(614);
    match(PuppetParser::LBRACE);
    setState(616);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(615);
      statements();
    }
    setState(618);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- HostnameContext ------------------------------------------------------------------

PuppetParser::HostnameContext::HostnameContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::HostnameContext::getRuleIndex() const {
  return PuppetParser::RuleHostname;
}

void PuppetParser::HostnameContext::copyFrom(HostnameContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- RegexHostnameContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::RegexHostnameContext::REGEX() {
  return getToken(PuppetParser::REGEX, 0);
}

PuppetParser::RegexHostnameContext::RegexHostnameContext(HostnameContext *ctx) { copyFrom(ctx); }


//----------------- QuotedHostnameContext ------------------------------------------------------------------

PuppetParser::QuotedTextContext* PuppetParser::QuotedHostnameContext::quotedText() {
  return getRuleContext<PuppetParser::QuotedTextContext>(0);
}

PuppetParser::QuotedHostnameContext::QuotedHostnameContext(HostnameContext *ctx) { copyFrom(ctx); }


//----------------- DefaultHostnameContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::DefaultHostnameContext::DEFAULT() {
  return getToken(PuppetParser::DEFAULT, 0);
}

PuppetParser::DefaultHostnameContext::DefaultHostnameContext(HostnameContext *ctx) { copyFrom(ctx); }


//----------------- DottedHostnameContext ------------------------------------------------------------------

std::vector<PuppetParser::NameOrNumberContext *> PuppetParser::DottedHostnameContext::nameOrNumber() {
  return getRuleContexts<PuppetParser::NameOrNumberContext>();
}

PuppetParser::NameOrNumberContext* PuppetParser::DottedHostnameContext::nameOrNumber(size_t i) {
  return getRuleContext<PuppetParser::NameOrNumberContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::DottedHostnameContext::DOT() {
  return getTokens(PuppetParser::DOT);
}

tree::TerminalNode* PuppetParser::DottedHostnameContext::DOT(size_t i) {
  return getToken(PuppetParser::DOT, i);
}

PuppetParser::DottedHostnameContext::DottedHostnameContext(HostnameContext *ctx) { copyFrom(ctx); }


PuppetParser::HostnameContext* PuppetParser::hostname() {
  HostnameContext *_localctx = _tracker.createInstance<HostnameContext>(_ctx, getState());
  enterRule(_localctx, 74, PuppetParser::RuleHostname);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(631);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::NAME:
      case PuppetParser::NUMBER: {
        _localctx = dynamic_cast<HostnameContext *>(_tracker.createInstance<PuppetParser::DottedHostnameContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(620);
        nameOrNumber();
        setState(625);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == PuppetParser::DOT) {
          setState(621);
          match(PuppetParser::DOT);
          setState(622);
          nameOrNumber();
          setState(627);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      case PuppetParser::STRING:
      case PuppetParser::DQPRE:
      case PuppetParser::WORD:
      case PuppetParser::HEREDOC: {
        _localctx = dynamic_cast<HostnameContext *>(_tracker.createInstance<PuppetParser::QuotedHostnameContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(628);
        quotedText();
        break;
      }

      case PuppetParser::DEFAULT: {
        _localctx = dynamic_cast<HostnameContext *>(_tracker.createInstance<PuppetParser::DefaultHostnameContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(629);
        match(PuppetParser::DEFAULT);
        break;
      }

      case PuppetParser::REGEX: {
        _localctx = dynamic_cast<HostnameContext *>(_tracker.createInstance<PuppetParser::RegexHostnameContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(630);
        match(PuppetParser::REGEX);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NameOrNumberContext ------------------------------------------------------------------

PuppetParser::NameOrNumberContext::NameOrNumberContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::NameOrNumberContext::NAME() {
  return getToken(PuppetParser::NAME, 0);
}

tree::TerminalNode* PuppetParser::NameOrNumberContext::NUMBER() {
  return getToken(PuppetParser::NUMBER, 0);
}


size_t PuppetParser::NameOrNumberContext::getRuleIndex() const {
  return PuppetParser::RuleNameOrNumber;
}


PuppetParser::NameOrNumberContext* PuppetParser::nameOrNumber() {
  NameOrNumberContext *_localctx = _tracker.createInstance<NameOrNumberContext>(_ctx, getState());
  enterRule(_localctx, 76, PuppetParser::RuleNameOrNumber);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(633);
    _la = _input->LA(1);
    if (!(_la == PuppetParser::NAME

    || _la == PuppetParser::NUMBER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FunctionDefinitionContext ------------------------------------------------------------------

PuppetParser::FunctionDefinitionContext::FunctionDefinitionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::FUNCTION() {
  return getToken(PuppetParser::FUNCTION, 0);
}

PuppetParser::ClassnameContext* PuppetParser::FunctionDefinitionContext::classname() {
  return getRuleContext<PuppetParser::ClassnameContext>(0);
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

PuppetParser::ParameterListContext* PuppetParser::FunctionDefinitionContext::parameterList() {
  return getRuleContext<PuppetParser::ParameterListContext>(0);
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::RSHIFT() {
  return getToken(PuppetParser::RSHIFT, 0);
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

PuppetParser::StatementsContext* PuppetParser::FunctionDefinitionContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

PuppetParser::AccessArgsContext* PuppetParser::FunctionDefinitionContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::FunctionDefinitionContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}


size_t PuppetParser::FunctionDefinitionContext::getRuleIndex() const {
  return PuppetParser::RuleFunctionDefinition;
}


PuppetParser::FunctionDefinitionContext* PuppetParser::functionDefinition() {
  FunctionDefinitionContext *_localctx = _tracker.createInstance<FunctionDefinitionContext>(_ctx, getState());
  enterRule(_localctx, 78, PuppetParser::RuleFunctionDefinition);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(635);
    match(PuppetParser::FUNCTION);
    setState(636);
    classname();
    setState(638);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::LPAREN

    || _la == PuppetParser::WSLPAREN) {
      setState(637);
      parameterList();
    }
    setState(648);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::RSHIFT) {
      setState(640);
      match(PuppetParser::RSHIFT);
      setState(641);
      match(PuppetParser::CLASSREF);
      setState(646);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::LBRACK) {
        setState(642);
        match(PuppetParser::LBRACK);
        setState(643);
        accessArgs();
        setState(644);
        match(PuppetParser::RBRACK);
      }
    }
    setState(650);
    match(PuppetParser::LBRACE);
    setState(652);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(651);
      statements();
    }
    setState(654);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TypeFormContext ------------------------------------------------------------------

PuppetParser::TypeFormContext::TypeFormContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::TypeFormContext::getRuleIndex() const {
  return PuppetParser::RuleTypeForm;
}

void PuppetParser::TypeFormContext::copyFrom(TypeFormContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- TypeCallContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::TypeCallContext::LPAREN() {
  return getToken(PuppetParser::LPAREN, 0);
}

tree::TerminalNode* PuppetParser::TypeCallContext::RPAREN() {
  return getToken(PuppetParser::RPAREN, 0);
}

PuppetParser::ArgumentsContext* PuppetParser::TypeCallContext::arguments() {
  return getRuleContext<PuppetParser::ArgumentsContext>(0);
}

PuppetParser::LambdaContext* PuppetParser::TypeCallContext::lambda() {
  return getRuleContext<PuppetParser::LambdaContext>(0);
}

tree::TerminalNode* PuppetParser::TypeCallContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

PuppetParser::TypeCallContext::TypeCallContext(TypeFormContext *ctx) { copyFrom(ctx); }


//----------------- TypeDefinitionContext ------------------------------------------------------------------

std::vector<tree::TerminalNode *> PuppetParser::TypeDefinitionContext::CLASSREF() {
  return getTokens(PuppetParser::CLASSREF);
}

tree::TerminalNode* PuppetParser::TypeDefinitionContext::CLASSREF(size_t i) {
  return getToken(PuppetParser::CLASSREF, i);
}

tree::TerminalNode* PuppetParser::TypeDefinitionContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::TypeDefinitionContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

tree::TerminalNode* PuppetParser::TypeDefinitionContext::INHERITS() {
  return getToken(PuppetParser::INHERITS, 0);
}

PuppetParser::StatementsContext* PuppetParser::TypeDefinitionContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

PuppetParser::TypeDefinitionContext::TypeDefinitionContext(TypeFormContext *ctx) { copyFrom(ctx); }


//----------------- TypeAliasContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::TypeAliasContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

tree::TerminalNode* PuppetParser::TypeAliasContext::EQUALS() {
  return getToken(PuppetParser::EQUALS, 0);
}

PuppetParser::TypeAliasRhsContext* PuppetParser::TypeAliasContext::typeAliasRhs() {
  return getRuleContext<PuppetParser::TypeAliasRhsContext>(0);
}

tree::TerminalNode* PuppetParser::TypeAliasContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

PuppetParser::AccessArgsContext* PuppetParser::TypeAliasContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::TypeAliasContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}

PuppetParser::TypeAliasContext::TypeAliasContext(TypeFormContext *ctx) { copyFrom(ctx); }


PuppetParser::TypeFormContext* PuppetParser::typeForm() {
  TypeFormContext *_localctx = _tracker.createInstance<TypeFormContext>(_ctx, getState());
  enterRule(_localctx, 80, PuppetParser::RuleTypeForm);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(686);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 97, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<TypeFormContext *>(_tracker.createInstance<PuppetParser::TypeCallContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(656);
      match(PuppetParser::LPAREN);
      setState(661);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
        | (1ULL << PuppetParser::DQPRE)
        | (1ULL << PuppetParser::WORD)
        | (1ULL << PuppetParser::LBRACK)
        | (1ULL << PuppetParser::LISTSTART)
        | (1ULL << PuppetParser::LBRACE)
        | (1ULL << PuppetParser::LPAREN)
        | (1ULL << PuppetParser::WSLPAREN)
        | (1ULL << PuppetParser::BOOLEAN)
        | (1ULL << PuppetParser::AT)
        | (1ULL << PuppetParser::ATAT)
        | (1ULL << PuppetParser::MINUS)
        | (1ULL << PuppetParser::TIMES)
        | (1ULL << PuppetParser::NOT)
        | (1ULL << PuppetParser::VARIABLE)
        | (1ULL << PuppetParser::NAME)
        | (1ULL << PuppetParser::CLASSREF)
        | (1ULL << PuppetParser::NUMBER)
        | (1ULL << PuppetParser::REGEX)
        | (1ULL << PuppetParser::HEREDOC)
        | (1ULL << PuppetParser::RENDER_STRING)
        | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
        | (1ULL << (PuppetParser::CLASS - 66))
        | (1ULL << (PuppetParser::DEFAULT - 66))
        | (1ULL << (PuppetParser::DEFINE - 66))
        | (1ULL << (PuppetParser::IF - 66))
        | (1ULL << (PuppetParser::NODE - 66))
        | (1ULL << (PuppetParser::UNDEF - 66))
        | (1ULL << (PuppetParser::UNLESS - 66))
        | (1ULL << (PuppetParser::FUNCTION - 66))
        | (1ULL << (PuppetParser::TYPE - 66))
        | (1ULL << (PuppetParser::ATTR - 66))
        | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
        setState(657);
        arguments();
        setState(659);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == PuppetParser::COMMA) {
          setState(658);
          match(PuppetParser::COMMA);
        }
      }
      setState(663);
      match(PuppetParser::RPAREN);
      setState(665);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 93, _ctx)) {
      case 1: {
        setState(664);
        lambda();
        break;
      }

      }
      break;
    }

    case 2: {
      _localctx = dynamic_cast<TypeFormContext *>(_tracker.createInstance<PuppetParser::TypeAliasContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(667);
      match(PuppetParser::CLASSREF);
      setState(672);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::LBRACK) {
        setState(668);
        match(PuppetParser::LBRACK);
        setState(669);
        accessArgs();
        setState(670);
        match(PuppetParser::RBRACK);
      }
      setState(674);
      match(PuppetParser::EQUALS);
      setState(675);
      typeAliasRhs();
      break;
    }

    case 3: {
      _localctx = dynamic_cast<TypeFormContext *>(_tracker.createInstance<PuppetParser::TypeDefinitionContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(676);
      match(PuppetParser::CLASSREF);
      setState(679);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::INHERITS) {
        setState(677);
        match(PuppetParser::INHERITS);
        setState(678);
        match(PuppetParser::CLASSREF);
      }
      setState(681);
      match(PuppetParser::LBRACE);
      setState(683);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
        | (1ULL << PuppetParser::DQPRE)
        | (1ULL << PuppetParser::WORD)
        | (1ULL << PuppetParser::LBRACK)
        | (1ULL << PuppetParser::LISTSTART)
        | (1ULL << PuppetParser::LBRACE)
        | (1ULL << PuppetParser::LPAREN)
        | (1ULL << PuppetParser::WSLPAREN)
        | (1ULL << PuppetParser::BOOLEAN)
        | (1ULL << PuppetParser::AT)
        | (1ULL << PuppetParser::ATAT)
        | (1ULL << PuppetParser::MINUS)
        | (1ULL << PuppetParser::TIMES)
        | (1ULL << PuppetParser::NOT)
        | (1ULL << PuppetParser::VARIABLE)
        | (1ULL << PuppetParser::NAME)
        | (1ULL << PuppetParser::CLASSREF)
        | (1ULL << PuppetParser::NUMBER)
        | (1ULL << PuppetParser::REGEX)
        | (1ULL << PuppetParser::HEREDOC)
        | (1ULL << PuppetParser::RENDER_STRING)
        | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
        | (1ULL << (PuppetParser::CLASS - 66))
        | (1ULL << (PuppetParser::DEFAULT - 66))
        | (1ULL << (PuppetParser::DEFINE - 66))
        | (1ULL << (PuppetParser::IF - 66))
        | (1ULL << (PuppetParser::NODE - 66))
        | (1ULL << (PuppetParser::UNDEF - 66))
        | (1ULL << (PuppetParser::UNLESS - 66))
        | (1ULL << (PuppetParser::FUNCTION - 66))
        | (1ULL << (PuppetParser::TYPE - 66))
        | (1ULL << (PuppetParser::ATTR - 66))
        | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
        setState(682);
        statements();
      }
      setState(685);
      match(PuppetParser::RBRACE);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TypeAliasRhsContext ------------------------------------------------------------------

PuppetParser::TypeAliasRhsContext::TypeAliasRhsContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::TypeAliasRhsContext::getRuleIndex() const {
  return PuppetParser::RuleTypeAliasRhs;
}

void PuppetParser::TypeAliasRhsContext::copyFrom(TypeAliasRhsContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- AliasAccessContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::AliasAccessContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

tree::TerminalNode* PuppetParser::AliasAccessContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

PuppetParser::AccessArgsContext* PuppetParser::AliasAccessContext::accessArgs() {
  return getRuleContext<PuppetParser::AccessArgsContext>(0);
}

tree::TerminalNode* PuppetParser::AliasAccessContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}

tree::TerminalNode* PuppetParser::AliasAccessContext::COMMA() {
  return getToken(PuppetParser::COMMA, 0);
}

PuppetParser::AliasAccessContext::AliasAccessContext(TypeAliasRhsContext *ctx) { copyFrom(ctx); }


//----------------- AliasReferenceContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::AliasReferenceContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

PuppetParser::AliasReferenceContext::AliasReferenceContext(TypeAliasRhsContext *ctx) { copyFrom(ctx); }


//----------------- AliasObjectContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::AliasObjectContext::CLASSREF() {
  return getToken(PuppetParser::CLASSREF, 0);
}

PuppetParser::HashContext* PuppetParser::AliasObjectContext::hash() {
  return getRuleContext<PuppetParser::HashContext>(0);
}

PuppetParser::AliasObjectContext::AliasObjectContext(TypeAliasRhsContext *ctx) { copyFrom(ctx); }


//----------------- AliasHashContext ------------------------------------------------------------------

PuppetParser::HashContext* PuppetParser::AliasHashContext::hash() {
  return getRuleContext<PuppetParser::HashContext>(0);
}

PuppetParser::AliasHashContext::AliasHashContext(TypeAliasRhsContext *ctx) { copyFrom(ctx); }


//----------------- AliasArrayContext ------------------------------------------------------------------

PuppetParser::ArrayContext* PuppetParser::AliasArrayContext::array() {
  return getRuleContext<PuppetParser::ArrayContext>(0);
}

PuppetParser::AliasArrayContext::AliasArrayContext(TypeAliasRhsContext *ctx) { copyFrom(ctx); }


PuppetParser::TypeAliasRhsContext* PuppetParser::typeAliasRhs() {
  TypeAliasRhsContext *_localctx = _tracker.createInstance<TypeAliasRhsContext>(_ctx, getState());
  enterRule(_localctx, 82, PuppetParser::RuleTypeAliasRhs);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(701);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 99, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<TypeAliasRhsContext *>(_tracker.createInstance<PuppetParser::AliasObjectContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(688);
      match(PuppetParser::CLASSREF);
      setState(689);
      hash();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<TypeAliasRhsContext *>(_tracker.createInstance<PuppetParser::AliasAccessContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(690);
      match(PuppetParser::CLASSREF);
      setState(691);
      match(PuppetParser::LBRACK);
      setState(692);
      accessArgs();
      setState(694);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(693);
        match(PuppetParser::COMMA);
      }
      setState(696);
      match(PuppetParser::RBRACK);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<TypeAliasRhsContext *>(_tracker.createInstance<PuppetParser::AliasReferenceContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(698);
      match(PuppetParser::CLASSREF);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<TypeAliasRhsContext *>(_tracker.createInstance<PuppetParser::AliasHashContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(699);
      hash();
      break;
    }

    case 5: {
      _localctx = dynamic_cast<TypeAliasRhsContext *>(_tracker.createInstance<PuppetParser::AliasArrayContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(700);
      array();
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- EppRenderExpressionContext ------------------------------------------------------------------

PuppetParser::EppRenderExpressionContext::EppRenderExpressionContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::EppRenderExpressionContext::getRuleIndex() const {
  return PuppetParser::RuleEppRenderExpression;
}

void PuppetParser::EppRenderExpressionContext::copyFrom(EppRenderExpressionContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- RenderStringContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::RenderStringContext::RENDER_STRING() {
  return getToken(PuppetParser::RENDER_STRING, 0);
}

PuppetParser::RenderStringContext::RenderStringContext(EppRenderExpressionContext *ctx) { copyFrom(ctx); }


//----------------- RenderBlockContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::RenderBlockContext::RENDER_EXPR() {
  return getToken(PuppetParser::RENDER_EXPR, 0);
}

tree::TerminalNode* PuppetParser::RenderBlockContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

PuppetParser::StatementsContext* PuppetParser::RenderBlockContext::statements() {
  return getRuleContext<PuppetParser::StatementsContext>(0);
}

tree::TerminalNode* PuppetParser::RenderBlockContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

tree::TerminalNode* PuppetParser::RenderBlockContext::EPP_END() {
  return getToken(PuppetParser::EPP_END, 0);
}

tree::TerminalNode* PuppetParser::RenderBlockContext::EPP_END_TRIM() {
  return getToken(PuppetParser::EPP_END_TRIM, 0);
}

PuppetParser::RenderBlockContext::RenderBlockContext(EppRenderExpressionContext *ctx) { copyFrom(ctx); }


//----------------- RenderExprContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::RenderExprContext::RENDER_EXPR() {
  return getToken(PuppetParser::RENDER_EXPR, 0);
}

PuppetParser::ExpressionContext* PuppetParser::RenderExprContext::expression() {
  return getRuleContext<PuppetParser::ExpressionContext>(0);
}

tree::TerminalNode* PuppetParser::RenderExprContext::EPP_END() {
  return getToken(PuppetParser::EPP_END, 0);
}

tree::TerminalNode* PuppetParser::RenderExprContext::EPP_END_TRIM() {
  return getToken(PuppetParser::EPP_END_TRIM, 0);
}

PuppetParser::RenderExprContext::RenderExprContext(EppRenderExpressionContext *ctx) { copyFrom(ctx); }


PuppetParser::EppRenderExpressionContext* PuppetParser::eppRenderExpression() {
  EppRenderExpressionContext *_localctx = _tracker.createInstance<EppRenderExpressionContext>(_ctx, getState());
  enterRule(_localctx, 84, PuppetParser::RuleEppRenderExpression);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(714);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 100, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<EppRenderExpressionContext *>(_tracker.createInstance<PuppetParser::RenderStringContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(703);
      match(PuppetParser::RENDER_STRING);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<EppRenderExpressionContext *>(_tracker.createInstance<PuppetParser::RenderBlockContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(704);
      match(PuppetParser::RENDER_EXPR);
      setState(705);
      match(PuppetParser::LBRACE);
      setState(706);
      statements();
      setState(707);
      match(PuppetParser::RBRACE);
      setState(708);
      _la = _input->LA(1);
      if (!(_la == PuppetParser::EPP_END

      || _la == PuppetParser::EPP_END_TRIM)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    case 3: {
      _localctx = dynamic_cast<EppRenderExpressionContext *>(_tracker.createInstance<PuppetParser::RenderExprContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(710);
      match(PuppetParser::RENDER_EXPR);
      setState(711);
      expression(0);
      setState(712);
      _la = _input->LA(1);
      if (!(_la == PuppetParser::EPP_END

      || _la == PuppetParser::EPP_END_TRIM)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ArrayContext ------------------------------------------------------------------

PuppetParser::ArrayContext::ArrayContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::ArrayContext::RBRACK() {
  return getToken(PuppetParser::RBRACK, 0);
}

tree::TerminalNode* PuppetParser::ArrayContext::LISTSTART() {
  return getToken(PuppetParser::LISTSTART, 0);
}

tree::TerminalNode* PuppetParser::ArrayContext::LBRACK() {
  return getToken(PuppetParser::LBRACK, 0);
}

std::vector<PuppetParser::CollectionEntryContext *> PuppetParser::ArrayContext::collectionEntry() {
  return getRuleContexts<PuppetParser::CollectionEntryContext>();
}

PuppetParser::CollectionEntryContext* PuppetParser::ArrayContext::collectionEntry(size_t i) {
  return getRuleContext<PuppetParser::CollectionEntryContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::ArrayContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::ArrayContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::ArrayContext::getRuleIndex() const {
  return PuppetParser::RuleArray;
}


PuppetParser::ArrayContext* PuppetParser::array() {
  ArrayContext *_localctx = _tracker.createInstance<ArrayContext>(_ctx, getState());
  enterRule(_localctx, 86, PuppetParser::RuleArray);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(716);
    _la = _input->LA(1);
    if (!(_la == PuppetParser::LBRACK

    || _la == PuppetParser::LISTSTART)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(728);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(717);
      collectionEntry();
      setState(722);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 101, _ctx);
      while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
        if (alt == 1) {
          setState(718);
          match(PuppetParser::COMMA);
          setState(719);
          collectionEntry(); 
        }
        setState(724);
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 101, _ctx);
      }
      setState(726);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(725);
        match(PuppetParser::COMMA);
      }
    }
    setState(730);
    match(PuppetParser::RBRACK);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CollectionEntryContext ------------------------------------------------------------------

PuppetParser::CollectionEntryContext::CollectionEntryContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::AssignmentContext* PuppetParser::CollectionEntryContext::assignment() {
  return getRuleContext<PuppetParser::AssignmentContext>(0);
}

tree::TerminalNode* PuppetParser::CollectionEntryContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

tree::TerminalNode* PuppetParser::CollectionEntryContext::FUNCTION() {
  return getToken(PuppetParser::FUNCTION, 0);
}

tree::TerminalNode* PuppetParser::CollectionEntryContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}

PuppetParser::HashEntryContext* PuppetParser::CollectionEntryContext::hashEntry() {
  return getRuleContext<PuppetParser::HashEntryContext>(0);
}


size_t PuppetParser::CollectionEntryContext::getRuleIndex() const {
  return PuppetParser::RuleCollectionEntry;
}


PuppetParser::CollectionEntryContext* PuppetParser::collectionEntry() {
  CollectionEntryContext *_localctx = _tracker.createInstance<CollectionEntryContext>(_ctx, getState());
  enterRule(_localctx, 88, PuppetParser::RuleCollectionEntry);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(735);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 104, _ctx)) {
    case 1: {
      setState(732);
      assignment();
      break;
    }

    case 2: {
      setState(733);
      match(PuppetParser::TYPE);
      break;
    }

    case 3: {
      setState(734);
      match(PuppetParser::FUNCTION);
      break;
    }

    }
    setState(739);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == PuppetParser::FARROW) {
      setState(737);
      match(PuppetParser::FARROW);
      setState(738);
      hashEntry();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- HashContext ------------------------------------------------------------------

PuppetParser::HashContext::HashContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::HashContext::LBRACE() {
  return getToken(PuppetParser::LBRACE, 0);
}

tree::TerminalNode* PuppetParser::HashContext::RBRACE() {
  return getToken(PuppetParser::RBRACE, 0);
}

std::vector<PuppetParser::HashPairContext *> PuppetParser::HashContext::hashPair() {
  return getRuleContexts<PuppetParser::HashPairContext>();
}

PuppetParser::HashPairContext* PuppetParser::HashContext::hashPair(size_t i) {
  return getRuleContext<PuppetParser::HashPairContext>(i);
}

std::vector<tree::TerminalNode *> PuppetParser::HashContext::COMMA() {
  return getTokens(PuppetParser::COMMA);
}

tree::TerminalNode* PuppetParser::HashContext::COMMA(size_t i) {
  return getToken(PuppetParser::COMMA, i);
}


size_t PuppetParser::HashContext::getRuleIndex() const {
  return PuppetParser::RuleHash;
}


PuppetParser::HashContext* PuppetParser::hash() {
  HashContext *_localctx = _tracker.createInstance<HashContext>(_ctx, getState());
  enterRule(_localctx, 90, PuppetParser::RuleHash);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(741);
    match(PuppetParser::LBRACE);
    setState(753);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << PuppetParser::STRING)
      | (1ULL << PuppetParser::DQPRE)
      | (1ULL << PuppetParser::WORD)
      | (1ULL << PuppetParser::LBRACK)
      | (1ULL << PuppetParser::LISTSTART)
      | (1ULL << PuppetParser::LBRACE)
      | (1ULL << PuppetParser::LPAREN)
      | (1ULL << PuppetParser::WSLPAREN)
      | (1ULL << PuppetParser::BOOLEAN)
      | (1ULL << PuppetParser::AT)
      | (1ULL << PuppetParser::ATAT)
      | (1ULL << PuppetParser::MINUS)
      | (1ULL << PuppetParser::TIMES)
      | (1ULL << PuppetParser::NOT)
      | (1ULL << PuppetParser::VARIABLE)
      | (1ULL << PuppetParser::NAME)
      | (1ULL << PuppetParser::CLASSREF)
      | (1ULL << PuppetParser::NUMBER)
      | (1ULL << PuppetParser::REGEX)
      | (1ULL << PuppetParser::HEREDOC)
      | (1ULL << PuppetParser::RENDER_STRING)
      | (1ULL << PuppetParser::RENDER_EXPR))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66)))) != 0)) {
      setState(742);
      hashPair();
      setState(747);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 106, _ctx);
      while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
        if (alt == 1) {
          setState(743);
          match(PuppetParser::COMMA);
          setState(744);
          hashPair(); 
        }
        setState(749);
        _errHandler->sync(this);
        alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 106, _ctx);
      }
      setState(751);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == PuppetParser::COMMA) {
        setState(750);
        match(PuppetParser::COMMA);
      }
    }
    setState(755);
    match(PuppetParser::RBRACE);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- HashPairContext ------------------------------------------------------------------

PuppetParser::HashPairContext::HashPairContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

std::vector<PuppetParser::HashEntryContext *> PuppetParser::HashPairContext::hashEntry() {
  return getRuleContexts<PuppetParser::HashEntryContext>();
}

PuppetParser::HashEntryContext* PuppetParser::HashPairContext::hashEntry(size_t i) {
  return getRuleContext<PuppetParser::HashEntryContext>(i);
}

tree::TerminalNode* PuppetParser::HashPairContext::FARROW() {
  return getToken(PuppetParser::FARROW, 0);
}


size_t PuppetParser::HashPairContext::getRuleIndex() const {
  return PuppetParser::RuleHashPair;
}


PuppetParser::HashPairContext* PuppetParser::hashPair() {
  HashPairContext *_localctx = _tracker.createInstance<HashPairContext>(_ctx, getState());
  enterRule(_localctx, 92, PuppetParser::RuleHashPair);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(757);
    hashEntry();
    setState(758);
    match(PuppetParser::FARROW);
    setState(759);
    hashEntry();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- HashEntryContext ------------------------------------------------------------------

PuppetParser::HashEntryContext::HashEntryContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

PuppetParser::AssignmentContext* PuppetParser::HashEntryContext::assignment() {
  return getRuleContext<PuppetParser::AssignmentContext>(0);
}

tree::TerminalNode* PuppetParser::HashEntryContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

tree::TerminalNode* PuppetParser::HashEntryContext::FUNCTION() {
  return getToken(PuppetParser::FUNCTION, 0);
}


size_t PuppetParser::HashEntryContext::getRuleIndex() const {
  return PuppetParser::RuleHashEntry;
}


PuppetParser::HashEntryContext* PuppetParser::hashEntry() {
  HashEntryContext *_localctx = _tracker.createInstance<HashEntryContext>(_ctx, getState());
  enterRule(_localctx, 94, PuppetParser::RuleHashEntry);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(764);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 109, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(761);
      assignment();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(762);
      match(PuppetParser::TYPE);
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(763);
      match(PuppetParser::FUNCTION);
      break;
    }

    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QuotedTextContext ------------------------------------------------------------------

PuppetParser::QuotedTextContext::QuotedTextContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}


size_t PuppetParser::QuotedTextContext::getRuleIndex() const {
  return PuppetParser::RuleQuotedText;
}

void PuppetParser::QuotedTextContext::copyFrom(QuotedTextContext *ctx) {
  FastContext::copyFrom(ctx);
}

//----------------- SingleQuotedContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::SingleQuotedContext::STRING() {
  return getToken(PuppetParser::STRING, 0);
}

PuppetParser::SingleQuotedContext::SingleQuotedContext(QuotedTextContext *ctx) { copyFrom(ctx); }


//----------------- DoubleQuotedContext ------------------------------------------------------------------

PuppetParser::DqStringContext* PuppetParser::DoubleQuotedContext::dqString() {
  return getRuleContext<PuppetParser::DqStringContext>(0);
}

PuppetParser::DoubleQuotedContext::DoubleQuotedContext(QuotedTextContext *ctx) { copyFrom(ctx); }


//----------------- BareWordContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::BareWordContext::WORD() {
  return getToken(PuppetParser::WORD, 0);
}

PuppetParser::BareWordContext::BareWordContext(QuotedTextContext *ctx) { copyFrom(ctx); }


//----------------- HeredocContext ------------------------------------------------------------------

tree::TerminalNode* PuppetParser::HeredocContext::HEREDOC() {
  return getToken(PuppetParser::HEREDOC, 0);
}

tree::TerminalNode* PuppetParser::HeredocContext::SUBLOCATE() {
  return getToken(PuppetParser::SUBLOCATE, 0);
}

PuppetParser::HeredocTextContext* PuppetParser::HeredocContext::heredocText() {
  return getRuleContext<PuppetParser::HeredocTextContext>(0);
}

PuppetParser::HeredocContext::HeredocContext(QuotedTextContext *ctx) { copyFrom(ctx); }


PuppetParser::QuotedTextContext* PuppetParser::quotedText() {
  QuotedTextContext *_localctx = _tracker.createInstance<QuotedTextContext>(_ctx, getState());
  enterRule(_localctx, 96, PuppetParser::RuleQuotedText);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(772);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::STRING: {
        _localctx = dynamic_cast<QuotedTextContext *>(_tracker.createInstance<PuppetParser::SingleQuotedContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(766);
        match(PuppetParser::STRING);
        break;
      }

      case PuppetParser::WORD: {
        _localctx = dynamic_cast<QuotedTextContext *>(_tracker.createInstance<PuppetParser::BareWordContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(767);
        match(PuppetParser::WORD);
        break;
      }

      case PuppetParser::DQPRE: {
        _localctx = dynamic_cast<QuotedTextContext *>(_tracker.createInstance<PuppetParser::DoubleQuotedContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(768);
        dqString();
        break;
      }

      case PuppetParser::HEREDOC: {
        _localctx = dynamic_cast<QuotedTextContext *>(_tracker.createInstance<PuppetParser::HeredocContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(769);
        match(PuppetParser::HEREDOC);
        setState(770);
        match(PuppetParser::SUBLOCATE);
        setState(771);
        heredocText();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- HeredocTextContext ------------------------------------------------------------------

PuppetParser::HeredocTextContext::HeredocTextContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::HeredocTextContext::STRING() {
  return getToken(PuppetParser::STRING, 0);
}

tree::TerminalNode* PuppetParser::HeredocTextContext::WORD() {
  return getToken(PuppetParser::WORD, 0);
}

PuppetParser::DqStringContext* PuppetParser::HeredocTextContext::dqString() {
  return getRuleContext<PuppetParser::DqStringContext>(0);
}


size_t PuppetParser::HeredocTextContext::getRuleIndex() const {
  return PuppetParser::RuleHeredocText;
}


PuppetParser::HeredocTextContext* PuppetParser::heredocText() {
  HeredocTextContext *_localctx = _tracker.createInstance<HeredocTextContext>(_ctx, getState());
  enterRule(_localctx, 98, PuppetParser::RuleHeredocText);

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    setState(777);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case PuppetParser::STRING: {
        enterOuterAlt(_localctx, 1);
        setState(774);
        match(PuppetParser::STRING);
        break;
      }

      case PuppetParser::WORD: {
        enterOuterAlt(_localctx, 2);
        setState(775);
        match(PuppetParser::WORD);
        break;
      }

      case PuppetParser::DQPRE: {
        enterOuterAlt(_localctx, 3);
        setState(776);
        dqString();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DqStringContext ------------------------------------------------------------------

PuppetParser::DqStringContext::DqStringContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::DqStringContext::DQPRE() {
  return getToken(PuppetParser::DQPRE, 0);
}

std::vector<PuppetParser::AssignmentContext *> PuppetParser::DqStringContext::assignment() {
  return getRuleContexts<PuppetParser::AssignmentContext>();
}

PuppetParser::AssignmentContext* PuppetParser::DqStringContext::assignment(size_t i) {
  return getRuleContext<PuppetParser::AssignmentContext>(i);
}

tree::TerminalNode* PuppetParser::DqStringContext::DQPOST() {
  return getToken(PuppetParser::DQPOST, 0);
}

std::vector<tree::TerminalNode *> PuppetParser::DqStringContext::DQMID() {
  return getTokens(PuppetParser::DQMID);
}

tree::TerminalNode* PuppetParser::DqStringContext::DQMID(size_t i) {
  return getToken(PuppetParser::DQMID, i);
}


size_t PuppetParser::DqStringContext::getRuleIndex() const {
  return PuppetParser::RuleDqString;
}


PuppetParser::DqStringContext* PuppetParser::dqString() {
  DqStringContext *_localctx = _tracker.createInstance<DqStringContext>(_ctx, getState());
  enterRule(_localctx, 100, PuppetParser::RuleDqString);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(779);
    match(PuppetParser::DQPRE);
    setState(780);
    assignment();
    setState(785);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == PuppetParser::DQMID) {
      setState(781);
      match(PuppetParser::DQMID);
      setState(782);
      assignment();
      setState(787);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(788);
    match(PuppetParser::DQPOST);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- KeywordContext ------------------------------------------------------------------

PuppetParser::KeywordContext::KeywordContext(ParserRuleContext *parent, size_t invokingState)
  : FastContext(parent, invokingState) {
}

tree::TerminalNode* PuppetParser::KeywordContext::AND() {
  return getToken(PuppetParser::AND, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::CASE() {
  return getToken(PuppetParser::CASE, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::CLASS() {
  return getToken(PuppetParser::CLASS, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::DEFAULT() {
  return getToken(PuppetParser::DEFAULT, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::DEFINE() {
  return getToken(PuppetParser::DEFINE, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::ELSE() {
  return getToken(PuppetParser::ELSE, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::ELSIF() {
  return getToken(PuppetParser::ELSIF, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::IF() {
  return getToken(PuppetParser::IF, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::IN() {
  return getToken(PuppetParser::IN, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::INHERITS() {
  return getToken(PuppetParser::INHERITS, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::NODE() {
  return getToken(PuppetParser::NODE, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::OR() {
  return getToken(PuppetParser::OR, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::UNDEF() {
  return getToken(PuppetParser::UNDEF, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::UNLESS() {
  return getToken(PuppetParser::UNLESS, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::TYPE() {
  return getToken(PuppetParser::TYPE, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::ATTR() {
  return getToken(PuppetParser::ATTR, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::FUNCTION() {
  return getToken(PuppetParser::FUNCTION, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::PRIVATE() {
  return getToken(PuppetParser::PRIVATE, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::PLAN() {
  return getToken(PuppetParser::PLAN, 0);
}

tree::TerminalNode* PuppetParser::KeywordContext::APPLY() {
  return getToken(PuppetParser::APPLY, 0);
}


size_t PuppetParser::KeywordContext::getRuleIndex() const {
  return PuppetParser::RuleKeyword;
}


PuppetParser::KeywordContext* PuppetParser::keyword() {
  KeywordContext *_localctx = _tracker.createInstance<KeywordContext>(_ctx, getState());
  enterRule(_localctx, 102, PuppetParser::RuleKeyword);
  size_t _la = 0;

  auto onExit = finally([=] {
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(790);
    _la = _input->LA(1);
    if (!(((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (PuppetParser::CASE - 66))
      | (1ULL << (PuppetParser::CLASS - 66))
      | (1ULL << (PuppetParser::DEFAULT - 66))
      | (1ULL << (PuppetParser::DEFINE - 66))
      | (1ULL << (PuppetParser::IF - 66))
      | (1ULL << (PuppetParser::ELSIF - 66))
      | (1ULL << (PuppetParser::ELSE - 66))
      | (1ULL << (PuppetParser::INHERITS - 66))
      | (1ULL << (PuppetParser::NODE - 66))
      | (1ULL << (PuppetParser::AND - 66))
      | (1ULL << (PuppetParser::OR - 66))
      | (1ULL << (PuppetParser::UNDEF - 66))
      | (1ULL << (PuppetParser::IN - 66))
      | (1ULL << (PuppetParser::UNLESS - 66))
      | (1ULL << (PuppetParser::FUNCTION - 66))
      | (1ULL << (PuppetParser::TYPE - 66))
      | (1ULL << (PuppetParser::ATTR - 66))
      | (1ULL << (PuppetParser::PRIVATE - 66))
      | (1ULL << (PuppetParser::PLAN - 66))
      | (1ULL << (PuppetParser::APPLY - 66)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

bool PuppetParser::sempred(RuleContext *context, size_t ruleIndex, size_t predicateIndex) {
  switch (ruleIndex) {
    case 8: return resourceSempred(dynamic_cast<ResourceContext *>(context), predicateIndex);
    case 15: return expressionSempred(dynamic_cast<ExpressionContext *>(context), predicateIndex);

  default:
    break;
  }
  return true;
}

bool PuppetParser::resourceSempred(ResourceContext *_localctx, size_t predicateIndex) {
  switch (predicateIndex) {
    case 0: return precpred(_ctx, 6);
    case 1: return precpred(_ctx, 5);

  default:
    break;
  }
  return true;
}

bool PuppetParser::expressionSempred(ExpressionContext *_localctx, size_t predicateIndex) {
  switch (predicateIndex) {
    case 2: return precpred(_ctx, 11);
    case 3: return precpred(_ctx, 10);
    case 4: return precpred(_ctx, 9);
    case 5: return precpred(_ctx, 8);
    case 6: return precpred(_ctx, 7);
    case 7: return precpred(_ctx, 6);
    case 8: return precpred(_ctx, 5);
    case 9: return precpred(_ctx, 3);
    case 10: return precpred(_ctx, 2);
    case 11: return precpred(_ctx, 18);
    case 12: return precpred(_ctx, 17);
    case 13: return precpred(_ctx, 16);
    case 14: return precpred(_ctx, 15);
    case 15: return precpred(_ctx, 4);

  default:
    break;
  }
  return true;
}

// Static vars and initialization.
std::vector<dfa::DFA> PuppetParser::_decisionToDFA;
atn::PredictionContextCache PuppetParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN PuppetParser::_atn;
std::vector<uint16_t> PuppetParser::_serializedATN;

std::vector<std::string> PuppetParser::_ruleNames = {
  "program", "eppParameters", "statements", "accessContinuation", "resourceContinuation", 
  "syntacticStatement", "assignment", "relationship", "resource", "resourceBody", 
  "resourceBodies", "additionalResourceBodies", "attributeOperations", "attributeOperation", 
  "attributeName", "expression", "primary", "arguments", "argument", "accessArgs", 
  "accessArg", "lambda", "selectorEntries", "selectorEntry", "collectQuery", 
  "ifExpression", "ifPart", "unlessExpression", "caseExpression", "caseOption", 
  "defineExpression", "classDefinition", "classname", "parameterList", "parameters", 
  "parameter", "nodeDefinition", "hostname", "nameOrNumber", "functionDefinition", 
  "typeForm", "typeAliasRhs", "eppRenderExpression", "array", "collectionEntry", 
  "hash", "hashPair", "hashEntry", "quotedText", "heredocText", "dqString", 
  "keyword"
};

std::vector<std::string> PuppetParser::_literalNames = {
};

std::vector<std::string> PuppetParser::_symbolicNames = {
  "", "STRING", "DQPRE", "DQMID", "DQPOST", "WORD", "LBRACK", "LISTSTART", 
  "RBRACK", "LBRACE", "SELBRACE", "RBRACE", "LPAREN", "WSLPAREN", "RPAREN", 
  "FARROW", "PARROW", "COMMA", "BOOLEAN", "EQUALS", "APPENDS", "DELETES", 
  "ISEQUAL", "NOTEQUAL", "MATCH", "NOMATCH", "GREATEREQUAL", "GREATERTHAN", 
  "LESSEQUAL", "LESSTHAN", "LSHIFT", "RSHIFT", "LLCOLLECT", "RRCOLLECT", 
  "LCOLLECT", "RCOLLECT", "DOT", "COLON", "QMARK", "SEMIC", "PIPE", "AT", 
  "ATAT", "TILDE", "PLUS", "MINUS", "TIMES", "DIV", "MODULO", "NOT", "IN_EDGE", 
  "IN_EDGE_SUB", "OUT_EDGE", "OUT_EDGE_SUB", "VARIABLE", "NAME", "CLASSREF", 
  "NUMBER", "REGEX", "HEREDOC", "SUBLOCATE", "RENDER_STRING", "RENDER_EXPR", 
  "EPP_START", "EPP_END", "EPP_END_TRIM", "CASE", "CLASS", "DEFAULT", "DEFINE", 
  "IF", "ELSIF", "ELSE", "INHERITS", "NODE", "AND", "OR", "UNDEF", "IN", 
  "UNLESS", "FUNCTION", "TYPE", "ATTR", "PRIVATE", "PLAN", "APPLY", "OTHER"
};

dfa::Vocabulary PuppetParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> PuppetParser::_tokenNames;

PuppetParser::Initializer::Initializer() {
	for (size_t i = 0; i < _symbolicNames.size(); ++i) {
		std::string name = _vocabulary.getLiteralName(i);
		if (name.empty()) {
			name = _vocabulary.getSymbolicName(i);
		}

		if (name.empty()) {
			_tokenNames.push_back("<INVALID>");
		} else {
      _tokenNames.push_back(name);
    }
	}

  _serializedATN = {
    0x3, 0x608b, 0xa72a, 0x8133, 0xb9ed, 0x417c, 0x3be7, 0x7786, 0x5964, 
    0x3, 0x58, 0x31b, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 
    0x9, 0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 
    0x4, 0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 
    0x9, 0xb, 0x4, 0xc, 0x9, 0xc, 0x4, 0xd, 0x9, 0xd, 0x4, 0xe, 0x9, 0xe, 
    0x4, 0xf, 0x9, 0xf, 0x4, 0x10, 0x9, 0x10, 0x4, 0x11, 0x9, 0x11, 0x4, 
    0x12, 0x9, 0x12, 0x4, 0x13, 0x9, 0x13, 0x4, 0x14, 0x9, 0x14, 0x4, 0x15, 
    0x9, 0x15, 0x4, 0x16, 0x9, 0x16, 0x4, 0x17, 0x9, 0x17, 0x4, 0x18, 0x9, 
    0x18, 0x4, 0x19, 0x9, 0x19, 0x4, 0x1a, 0x9, 0x1a, 0x4, 0x1b, 0x9, 0x1b, 
    0x4, 0x1c, 0x9, 0x1c, 0x4, 0x1d, 0x9, 0x1d, 0x4, 0x1e, 0x9, 0x1e, 0x4, 
    0x1f, 0x9, 0x1f, 0x4, 0x20, 0x9, 0x20, 0x4, 0x21, 0x9, 0x21, 0x4, 0x22, 
    0x9, 0x22, 0x4, 0x23, 0x9, 0x23, 0x4, 0x24, 0x9, 0x24, 0x4, 0x25, 0x9, 
    0x25, 0x4, 0x26, 0x9, 0x26, 0x4, 0x27, 0x9, 0x27, 0x4, 0x28, 0x9, 0x28, 
    0x4, 0x29, 0x9, 0x29, 0x4, 0x2a, 0x9, 0x2a, 0x4, 0x2b, 0x9, 0x2b, 0x4, 
    0x2c, 0x9, 0x2c, 0x4, 0x2d, 0x9, 0x2d, 0x4, 0x2e, 0x9, 0x2e, 0x4, 0x2f, 
    0x9, 0x2f, 0x4, 0x30, 0x9, 0x30, 0x4, 0x31, 0x9, 0x31, 0x4, 0x32, 0x9, 
    0x32, 0x4, 0x33, 0x9, 0x33, 0x4, 0x34, 0x9, 0x34, 0x4, 0x35, 0x9, 0x35, 
    0x3, 0x2, 0x3, 0x2, 0x5, 0x2, 0x6d, 0xa, 0x2, 0x3, 0x2, 0x5, 0x2, 0x70, 
    0xa, 0x2, 0x3, 0x2, 0x3, 0x2, 0x5, 0x2, 0x74, 0xa, 0x2, 0x3, 0x2, 0x5, 
    0x2, 0x77, 0xa, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x5, 0x3, 0x7e, 0xa, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x82, 0xa, 0x3, 
    0x3, 0x4, 0x3, 0x4, 0x5, 0x4, 0x86, 0xa, 0x4, 0x3, 0x4, 0x7, 0x4, 0x89, 
    0xa, 0x4, 0xc, 0x4, 0xe, 0x4, 0x8c, 0xb, 0x4, 0x3, 0x5, 0x3, 0x5, 0x5, 
    0x5, 0x90, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 
    0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x3, 0x6, 0x5, 0x6, 0x9c, 0xa, 
    0x6, 0x3, 0x6, 0x3, 0x6, 0x5, 0x6, 0xa0, 0xa, 0x6, 0x3, 0x7, 0x3, 0x7, 
    0x3, 0x7, 0x7, 0x7, 0xa5, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0xa8, 0xb, 0x7, 
    0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x5, 0x8, 0xad, 0xa, 0x8, 0x3, 0x9, 0x3, 
    0x9, 0x3, 0x9, 0x7, 0x9, 0xb2, 0xa, 0x9, 0xc, 0x9, 0xe, 0x9, 0xb5, 0xb, 
    0x9, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x5, 0xa, 0xc0, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 
    0x3, 0xa, 0x5, 0xa, 0xc5, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x5, 0xa, 0xd3, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 0x7, 0xa, 
    0xd7, 0xa, 0xa, 0xc, 0xa, 0xe, 0xa, 0xda, 0xb, 0xa, 0x3, 0xb, 0x3, 0xb, 
    0x3, 0xb, 0x3, 0xb, 0x5, 0xb, 0xe0, 0xa, 0xb, 0x3, 0xc, 0x3, 0xc, 0x3, 
    0xc, 0x7, 0xc, 0xe5, 0xa, 0xc, 0xc, 0xc, 0xe, 0xc, 0xe8, 0xb, 0xc, 0x3, 
    0xd, 0x5, 0xd, 0xeb, 0xa, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x5, 0xd, 
    0xf0, 0xa, 0xd, 0x5, 0xd, 0xf2, 0xa, 0xd, 0x5, 0xd, 0xf4, 0xa, 0xd, 
    0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x7, 0xe, 0xf9, 0xa, 0xe, 0xc, 0xe, 0xe, 
    0xe, 0xfc, 0xb, 0xe, 0x5, 0xe, 0xfe, 0xa, 0xe, 0x3, 0xf, 0x3, 0xf, 0x3, 
    0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x5, 0xf, 0x107, 0xa, 0xf, 
    0x3, 0x10, 0x3, 0x10, 0x5, 0x10, 0x10b, 0xa, 0x10, 0x3, 0x11, 0x3, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x5, 
    0x11, 0x115, 0xa, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 
    0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 
    0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 
    0x3, 0x11, 0x5, 0x11, 0x136, 0xa, 0x11, 0x5, 0x11, 0x138, 0xa, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x5, 0x11, 0x13c, 0xa, 0x11, 0x3, 0x11, 0x3, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x5, 0x11, 0x143, 0xa, 0x11, 0x3, 0x11, 
    0x5, 0x11, 0x146, 0xa, 0x11, 0x3, 0x11, 0x5, 0x11, 0x149, 0xa, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x5, 0x11, 0x14f, 0xa, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 
    0x11, 0x5, 0x11, 0x158, 0xa, 0x11, 0x3, 0x11, 0x3, 0x11, 0x5, 0x11, 
    0x15c, 0xa, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x7, 0x11, 0x161, 
    0xa, 0x11, 0xc, 0x11, 0xe, 0x11, 0x164, 0xb, 0x11, 0x3, 0x12, 0x3, 0x12, 
    0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 
    0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 
    0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 
    0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x5, 0x12, 0x180, 
    0xa, 0x12, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x7, 0x13, 0x185, 0xa, 0x13, 
    0xc, 0x13, 0xe, 0x13, 0x188, 0xb, 0x13, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 
    0x5, 0x14, 0x18d, 0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x191, 
    0xa, 0x14, 0x3, 0x15, 0x3, 0x15, 0x3, 0x15, 0x7, 0x15, 0x196, 0xa, 0x15, 
    0xc, 0x15, 0xe, 0x15, 0x199, 0xb, 0x15, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x5, 0x16, 0x19e, 0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 0x5, 0x16, 0x1a2, 
    0xa, 0x16, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x5, 0x17, 0x1a7, 0xa, 0x17, 
    0x5, 0x17, 0x1a9, 0xa, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 
    0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x5, 0x17, 0x1b2, 0xa, 0x17, 0x5, 0x17, 
    0x1b4, 0xa, 0x17, 0x3, 0x17, 0x3, 0x17, 0x5, 0x17, 0x1b8, 0xa, 0x17, 
    0x3, 0x17, 0x3, 0x17, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x7, 
    0x18, 0x1c0, 0xa, 0x18, 0xc, 0x18, 0xe, 0x18, 0x1c3, 0xb, 0x18, 0x3, 
    0x18, 0x5, 0x18, 0x1c6, 0xa, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 
    0x5, 0x18, 0x1cb, 0xa, 0x18, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 
    0x3, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x1d3, 0xa, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 
    0x3, 0x1a, 0x5, 0x1a, 0x1d8, 0xa, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x1db, 
    0xa, 0x1a, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1c, 0x3, 0x1c, 0x3, 
    0x1c, 0x5, 0x1c, 0x1e3, 0xa, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 
    0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 0x1eb, 0xa, 0x1c, 0x3, 0x1c, 
    0x5, 0x1c, 0x1ee, 0xa, 0x1c, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 
    0x5, 0x1d, 0x1f4, 0xa, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 
    0x5, 0x1d, 0x1fa, 0xa, 0x1d, 0x3, 0x1d, 0x5, 0x1d, 0x1fd, 0xa, 0x1d, 
    0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x6, 0x1e, 0x203, 0xa, 0x1e, 
    0xd, 0x1e, 0xe, 0x1e, 0x204, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1f, 0x3, 0x1f, 
    0x3, 0x1f, 0x7, 0x1f, 0x20c, 0xa, 0x1f, 0xc, 0x1f, 0xe, 0x1f, 0x20f, 
    0xb, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x5, 0x1f, 0x214, 0xa, 0x1f, 
    0x3, 0x1f, 0x3, 0x1f, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x5, 0x20, 0x21b, 
    0xa, 0x20, 0x3, 0x20, 0x3, 0x20, 0x5, 0x20, 0x21f, 0xa, 0x20, 0x3, 0x20, 
    0x3, 0x20, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x5, 0x21, 0x226, 0xa, 0x21, 
    0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x5, 0x21, 0x22b, 0xa, 0x21, 0x5, 0x21, 
    0x22d, 0xa, 0x21, 0x3, 0x21, 0x3, 0x21, 0x5, 0x21, 0x231, 0xa, 0x21, 
    0x3, 0x21, 0x3, 0x21, 0x3, 0x22, 0x3, 0x22, 0x3, 0x23, 0x3, 0x23, 0x3, 
    0x23, 0x5, 0x23, 0x23a, 0xa, 0x23, 0x5, 0x23, 0x23c, 0xa, 0x23, 0x3, 
    0x23, 0x3, 0x23, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x7, 0x24, 0x243, 
    0xa, 0x24, 0xc, 0x24, 0xe, 0x24, 0x246, 0xb, 0x24, 0x3, 0x25, 0x3, 0x25, 
    0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x5, 0x25, 0x24d, 0xa, 0x25, 0x5, 0x25, 
    0x24f, 0xa, 0x25, 0x3, 0x25, 0x5, 0x25, 0x252, 0xa, 0x25, 0x3, 0x25, 
    0x3, 0x25, 0x3, 0x25, 0x5, 0x25, 0x257, 0xa, 0x25, 0x3, 0x26, 0x3, 0x26, 
    0x3, 0x26, 0x3, 0x26, 0x7, 0x26, 0x25d, 0xa, 0x26, 0xc, 0x26, 0xe, 0x26, 
    0x260, 0xb, 0x26, 0x3, 0x26, 0x5, 0x26, 0x263, 0xa, 0x26, 0x3, 0x26, 
    0x3, 0x26, 0x5, 0x26, 0x267, 0xa, 0x26, 0x3, 0x26, 0x3, 0x26, 0x5, 0x26, 
    0x26b, 0xa, 0x26, 0x3, 0x26, 0x3, 0x26, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x7, 0x27, 0x272, 0xa, 0x27, 0xc, 0x27, 0xe, 0x27, 0x275, 0xb, 0x27, 
    0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x5, 0x27, 0x27a, 0xa, 0x27, 0x3, 0x28, 
    0x3, 0x28, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x281, 0xa, 0x29, 
    0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 
    0x29, 0x289, 0xa, 0x29, 0x5, 0x29, 0x28b, 0xa, 0x29, 0x3, 0x29, 0x3, 
    0x29, 0x5, 0x29, 0x28f, 0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x2a, 
    0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x296, 0xa, 0x2a, 0x5, 0x2a, 0x298, 
    0xa, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x29c, 0xa, 0x2a, 0x3, 0x2a, 
    0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x2a3, 0xa, 0x2a, 
    0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x2aa, 
    0xa, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x2ae, 0xa, 0x2a, 0x3, 0x2a, 
    0x5, 0x2a, 0x2b1, 0xa, 0x2a, 0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 
    0x3, 0x2b, 0x3, 0x2b, 0x5, 0x2b, 0x2b9, 0xa, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 
    0x3, 0x2b, 0x3, 0x2b, 0x3, 0x2b, 0x5, 0x2b, 0x2c0, 0xa, 0x2b, 0x3, 0x2c, 
    0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 
    0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x5, 0x2c, 0x2cd, 0xa, 0x2c, 
    0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x7, 0x2d, 0x2d3, 0xa, 0x2d, 
    0xc, 0x2d, 0xe, 0x2d, 0x2d6, 0xb, 0x2d, 0x3, 0x2d, 0x5, 0x2d, 0x2d9, 
    0xa, 0x2d, 0x5, 0x2d, 0x2db, 0xa, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2e, 
    0x3, 0x2e, 0x3, 0x2e, 0x5, 0x2e, 0x2e2, 0xa, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 
    0x5, 0x2e, 0x2e6, 0xa, 0x2e, 0x3, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 
    0x7, 0x2f, 0x2ec, 0xa, 0x2f, 0xc, 0x2f, 0xe, 0x2f, 0x2ef, 0xb, 0x2f, 
    0x3, 0x2f, 0x5, 0x2f, 0x2f2, 0xa, 0x2f, 0x5, 0x2f, 0x2f4, 0xa, 0x2f, 
    0x3, 0x2f, 0x3, 0x2f, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 
    0x31, 0x3, 0x31, 0x3, 0x31, 0x5, 0x31, 0x2ff, 0xa, 0x31, 0x3, 0x32, 
    0x3, 0x32, 0x3, 0x32, 0x3, 0x32, 0x3, 0x32, 0x3, 0x32, 0x5, 0x32, 0x307, 
    0xa, 0x32, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x5, 0x33, 0x30c, 0xa, 0x33, 
    0x3, 0x34, 0x3, 0x34, 0x3, 0x34, 0x3, 0x34, 0x7, 0x34, 0x312, 0xa, 0x34, 
    0xc, 0x34, 0xe, 0x34, 0x315, 0xb, 0x34, 0x3, 0x34, 0x3, 0x34, 0x3, 0x35, 
    0x3, 0x35, 0x3, 0x35, 0x2, 0x4, 0x12, 0x20, 0x36, 0x2, 0x4, 0x6, 0x8, 
    0xa, 0xc, 0xe, 0x10, 0x12, 0x14, 0x16, 0x18, 0x1a, 0x1c, 0x1e, 0x20, 
    0x22, 0x24, 0x26, 0x28, 0x2a, 0x2c, 0x2e, 0x30, 0x32, 0x34, 0x36, 0x38, 
    0x3a, 0x3c, 0x3e, 0x40, 0x42, 0x44, 0x46, 0x48, 0x4a, 0x4c, 0x4e, 0x50, 
    0x52, 0x54, 0x56, 0x58, 0x5a, 0x5c, 0x5e, 0x60, 0x62, 0x64, 0x66, 0x68, 
    0x2, 0x13, 0x3, 0x2, 0x15, 0x17, 0x3, 0x2, 0x34, 0x37, 0x3, 0x2, 0x11, 
    0x12, 0x3, 0x2, 0x1a, 0x1b, 0x3, 0x2, 0x30, 0x32, 0x3, 0x2, 0x2e, 0x2f, 
    0x3, 0x2, 0x20, 0x21, 0x3, 0x2, 0x18, 0x19, 0x3, 0x2, 0x1c, 0x1f, 0x4, 
    0x2, 0x39, 0x39, 0x53, 0x53, 0x3, 0x2, 0xe, 0xf, 0x3, 0x2, 0x54, 0x55, 
    0x6, 0x2, 0x3, 0x3, 0x7, 0x7, 0x39, 0x3a, 0x45, 0x45, 0x4, 0x2, 0x39, 
    0x39, 0x3b, 0x3b, 0x3, 0x2, 0x42, 0x43, 0x3, 0x2, 0x8, 0x9, 0x3, 0x2, 
    0x44, 0x57, 0x2, 0x38a, 0x2, 0x76, 0x3, 0x2, 0x2, 0x2, 0x4, 0x81, 0x3, 
    0x2, 0x2, 0x2, 0x6, 0x83, 0x3, 0x2, 0x2, 0x2, 0x8, 0x8d, 0x3, 0x2, 0x2, 
    0x2, 0xa, 0x9f, 0x3, 0x2, 0x2, 0x2, 0xc, 0xa1, 0x3, 0x2, 0x2, 0x2, 0xe, 
    0xa9, 0x3, 0x2, 0x2, 0x2, 0x10, 0xae, 0x3, 0x2, 0x2, 0x2, 0x12, 0xc4, 
    0x3, 0x2, 0x2, 0x2, 0x14, 0xdb, 0x3, 0x2, 0x2, 0x2, 0x16, 0xe1, 0x3, 
    0x2, 0x2, 0x2, 0x18, 0xea, 0x3, 0x2, 0x2, 0x2, 0x1a, 0xfd, 0x3, 0x2, 
    0x2, 0x2, 0x1c, 0x106, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x10a, 0x3, 0x2, 0x2, 
    0x2, 0x20, 0x114, 0x3, 0x2, 0x2, 0x2, 0x22, 0x17f, 0x3, 0x2, 0x2, 0x2, 
    0x24, 0x181, 0x3, 0x2, 0x2, 0x2, 0x26, 0x18c, 0x3, 0x2, 0x2, 0x2, 0x28, 
    0x192, 0x3, 0x2, 0x2, 0x2, 0x2a, 0x19d, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x1a3, 
    0x3, 0x2, 0x2, 0x2, 0x2e, 0x1ca, 0x3, 0x2, 0x2, 0x2, 0x30, 0x1cc, 0x3, 
    0x2, 0x2, 0x2, 0x32, 0x1da, 0x3, 0x2, 0x2, 0x2, 0x34, 0x1dc, 0x3, 0x2, 
    0x2, 0x2, 0x36, 0x1df, 0x3, 0x2, 0x2, 0x2, 0x38, 0x1ef, 0x3, 0x2, 0x2, 
    0x2, 0x3a, 0x1fe, 0x3, 0x2, 0x2, 0x2, 0x3c, 0x208, 0x3, 0x2, 0x2, 0x2, 
    0x3e, 0x217, 0x3, 0x2, 0x2, 0x2, 0x40, 0x222, 0x3, 0x2, 0x2, 0x2, 0x42, 
    0x234, 0x3, 0x2, 0x2, 0x2, 0x44, 0x236, 0x3, 0x2, 0x2, 0x2, 0x46, 0x23f, 
    0x3, 0x2, 0x2, 0x2, 0x48, 0x24e, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x258, 0x3, 
    0x2, 0x2, 0x2, 0x4c, 0x279, 0x3, 0x2, 0x2, 0x2, 0x4e, 0x27b, 0x3, 0x2, 
    0x2, 0x2, 0x50, 0x27d, 0x3, 0x2, 0x2, 0x2, 0x52, 0x2b0, 0x3, 0x2, 0x2, 
    0x2, 0x54, 0x2bf, 0x3, 0x2, 0x2, 0x2, 0x56, 0x2cc, 0x3, 0x2, 0x2, 0x2, 
    0x58, 0x2ce, 0x3, 0x2, 0x2, 0x2, 0x5a, 0x2e1, 0x3, 0x2, 0x2, 0x2, 0x5c, 
    0x2e7, 0x3, 0x2, 0x2, 0x2, 0x5e, 0x2f7, 0x3, 0x2, 0x2, 0x2, 0x60, 0x2fe, 
    0x3, 0x2, 0x2, 0x2, 0x62, 0x306, 0x3, 0x2, 0x2, 0x2, 0x64, 0x30b, 0x3, 
    0x2, 0x2, 0x2, 0x66, 0x30d, 0x3, 0x2, 0x2, 0x2, 0x68, 0x318, 0x3, 0x2, 
    0x2, 0x2, 0x6a, 0x6c, 0x7, 0x41, 0x2, 0x2, 0x6b, 0x6d, 0x5, 0x4, 0x3, 
    0x2, 0x6c, 0x6b, 0x3, 0x2, 0x2, 0x2, 0x6c, 0x6d, 0x3, 0x2, 0x2, 0x2, 
    0x6d, 0x6f, 0x3, 0x2, 0x2, 0x2, 0x6e, 0x70, 0x5, 0x6, 0x4, 0x2, 0x6f, 
    0x6e, 0x3, 0x2, 0x2, 0x2, 0x6f, 0x70, 0x3, 0x2, 0x2, 0x2, 0x70, 0x71, 
    0x3, 0x2, 0x2, 0x2, 0x71, 0x77, 0x7, 0x2, 0x2, 0x3, 0x72, 0x74, 0x5, 
    0x6, 0x4, 0x2, 0x73, 0x72, 0x3, 0x2, 0x2, 0x2, 0x73, 0x74, 0x3, 0x2, 
    0x2, 0x2, 0x74, 0x75, 0x3, 0x2, 0x2, 0x2, 0x75, 0x77, 0x7, 0x2, 0x2, 
    0x3, 0x76, 0x6a, 0x3, 0x2, 0x2, 0x2, 0x76, 0x73, 0x3, 0x2, 0x2, 0x2, 
    0x77, 0x3, 0x3, 0x2, 0x2, 0x2, 0x78, 0x79, 0x7, 0x2a, 0x2, 0x2, 0x79, 
    0x82, 0x7, 0x2a, 0x2, 0x2, 0x7a, 0x7b, 0x7, 0x2a, 0x2, 0x2, 0x7b, 0x7d, 
    0x5, 0x46, 0x24, 0x2, 0x7c, 0x7e, 0x7, 0x13, 0x2, 0x2, 0x7d, 0x7c, 0x3, 
    0x2, 0x2, 0x2, 0x7d, 0x7e, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x7f, 0x3, 0x2, 
    0x2, 0x2, 0x7f, 0x80, 0x7, 0x2a, 0x2, 0x2, 0x80, 0x82, 0x3, 0x2, 0x2, 
    0x2, 0x81, 0x78, 0x3, 0x2, 0x2, 0x2, 0x81, 0x7a, 0x3, 0x2, 0x2, 0x2, 
    0x82, 0x5, 0x3, 0x2, 0x2, 0x2, 0x83, 0x8a, 0x5, 0xc, 0x7, 0x2, 0x84, 
    0x86, 0x7, 0x29, 0x2, 0x2, 0x85, 0x84, 0x3, 0x2, 0x2, 0x2, 0x85, 0x86, 
    0x3, 0x2, 0x2, 0x2, 0x86, 0x87, 0x3, 0x2, 0x2, 0x2, 0x87, 0x89, 0x5, 
    0xc, 0x7, 0x2, 0x88, 0x85, 0x3, 0x2, 0x2, 0x2, 0x89, 0x8c, 0x3, 0x2, 
    0x2, 0x2, 0x8a, 0x88, 0x3, 0x2, 0x2, 0x2, 0x8a, 0x8b, 0x3, 0x2, 0x2, 
    0x2, 0x8b, 0x7, 0x3, 0x2, 0x2, 0x2, 0x8c, 0x8a, 0x3, 0x2, 0x2, 0x2, 
    0x8d, 0x8f, 0x5, 0x28, 0x15, 0x2, 0x8e, 0x90, 0x7, 0x13, 0x2, 0x2, 0x8f, 
    0x8e, 0x3, 0x2, 0x2, 0x2, 0x8f, 0x90, 0x3, 0x2, 0x2, 0x2, 0x90, 0x91, 
    0x3, 0x2, 0x2, 0x2, 0x91, 0x92, 0x7, 0xa, 0x2, 0x2, 0x92, 0x9, 0x3, 
    0x2, 0x2, 0x2, 0x93, 0x94, 0x5, 0x20, 0x11, 0x2, 0x94, 0x95, 0x7, 0x27, 
    0x2, 0x2, 0x95, 0x96, 0x5, 0x1a, 0xe, 0x2, 0x96, 0x97, 0x5, 0x18, 0xd, 
    0x2, 0x97, 0x98, 0x7, 0xd, 0x2, 0x2, 0x98, 0xa0, 0x3, 0x2, 0x2, 0x2, 
    0x99, 0x9b, 0x5, 0x1a, 0xe, 0x2, 0x9a, 0x9c, 0x7, 0x13, 0x2, 0x2, 0x9b, 
    0x9a, 0x3, 0x2, 0x2, 0x2, 0x9b, 0x9c, 0x3, 0x2, 0x2, 0x2, 0x9c, 0x9d, 
    0x3, 0x2, 0x2, 0x2, 0x9d, 0x9e, 0x7, 0xd, 0x2, 0x2, 0x9e, 0xa0, 0x3, 
    0x2, 0x2, 0x2, 0x9f, 0x93, 0x3, 0x2, 0x2, 0x2, 0x9f, 0x99, 0x3, 0x2, 
    0x2, 0x2, 0xa0, 0xb, 0x3, 0x2, 0x2, 0x2, 0xa1, 0xa6, 0x5, 0xe, 0x8, 
    0x2, 0xa2, 0xa3, 0x7, 0x13, 0x2, 0x2, 0xa3, 0xa5, 0x5, 0xe, 0x8, 0x2, 
    0xa4, 0xa2, 0x3, 0x2, 0x2, 0x2, 0xa5, 0xa8, 0x3, 0x2, 0x2, 0x2, 0xa6, 
    0xa4, 0x3, 0x2, 0x2, 0x2, 0xa6, 0xa7, 0x3, 0x2, 0x2, 0x2, 0xa7, 0xd, 
    0x3, 0x2, 0x2, 0x2, 0xa8, 0xa6, 0x3, 0x2, 0x2, 0x2, 0xa9, 0xac, 0x5, 
    0x10, 0x9, 0x2, 0xaa, 0xab, 0x9, 0x2, 0x2, 0x2, 0xab, 0xad, 0x5, 0xe, 
    0x8, 0x2, 0xac, 0xaa, 0x3, 0x2, 0x2, 0x2, 0xac, 0xad, 0x3, 0x2, 0x2, 
    0x2, 0xad, 0xf, 0x3, 0x2, 0x2, 0x2, 0xae, 0xb3, 0x5, 0x12, 0xa, 0x2, 
    0xaf, 0xb0, 0x9, 0x3, 0x2, 0x2, 0xb0, 0xb2, 0x5, 0x12, 0xa, 0x2, 0xb1, 
    0xaf, 0x3, 0x2, 0x2, 0x2, 0xb2, 0xb5, 0x3, 0x2, 0x2, 0x2, 0xb3, 0xb1, 
    0x3, 0x2, 0x2, 0x2, 0xb3, 0xb4, 0x3, 0x2, 0x2, 0x2, 0xb4, 0x11, 0x3, 
    0x2, 0x2, 0x2, 0xb5, 0xb3, 0x3, 0x2, 0x2, 0x2, 0xb6, 0xb7, 0x8, 0xa, 
    0x1, 0x2, 0xb7, 0xb8, 0x7, 0x2b, 0x2, 0x2, 0xb8, 0xc5, 0x5, 0x12, 0xa, 
    0x6, 0xb9, 0xba, 0x7, 0x2c, 0x2, 0x2, 0xba, 0xc5, 0x5, 0x12, 0xa, 0x5, 
    0xbb, 0xbc, 0x7, 0x45, 0x2, 0x2, 0xbc, 0xbd, 0x7, 0xb, 0x2, 0x2, 0xbd, 
    0xbf, 0x5, 0x16, 0xc, 0x2, 0xbe, 0xc0, 0x7, 0x29, 0x2, 0x2, 0xbf, 0xbe, 
    0x3, 0x2, 0x2, 0x2, 0xbf, 0xc0, 0x3, 0x2, 0x2, 0x2, 0xc0, 0xc1, 0x3, 
    0x2, 0x2, 0x2, 0xc1, 0xc2, 0x7, 0xd, 0x2, 0x2, 0xc2, 0xc5, 0x3, 0x2, 
    0x2, 0x2, 0xc3, 0xc5, 0x5, 0x20, 0x11, 0x2, 0xc4, 0xb6, 0x3, 0x2, 0x2, 
    0x2, 0xc4, 0xb9, 0x3, 0x2, 0x2, 0x2, 0xc4, 0xbb, 0x3, 0x2, 0x2, 0x2, 
    0xc4, 0xc3, 0x3, 0x2, 0x2, 0x2, 0xc5, 0xd8, 0x3, 0x2, 0x2, 0x2, 0xc6, 
    0xc7, 0xc, 0x8, 0x2, 0x2, 0xc7, 0xc8, 0x7, 0xb, 0x2, 0x2, 0xc8, 0xc9, 
    0x5, 0x20, 0x11, 0x2, 0xc9, 0xca, 0x7, 0x27, 0x2, 0x2, 0xca, 0xcb, 0x5, 
    0x1a, 0xe, 0x2, 0xcb, 0xcc, 0x5, 0x18, 0xd, 0x2, 0xcc, 0xcd, 0x7, 0xd, 
    0x2, 0x2, 0xcd, 0xd7, 0x3, 0x2, 0x2, 0x2, 0xce, 0xcf, 0xc, 0x7, 0x2, 
    0x2, 0xcf, 0xd0, 0x7, 0xb, 0x2, 0x2, 0xd0, 0xd2, 0x5, 0x1a, 0xe, 0x2, 
    0xd1, 0xd3, 0x7, 0x13, 0x2, 0x2, 0xd2, 0xd1, 0x3, 0x2, 0x2, 0x2, 0xd2, 
    0xd3, 0x3, 0x2, 0x2, 0x2, 0xd3, 0xd4, 0x3, 0x2, 0x2, 0x2, 0xd4, 0xd5, 
    0x7, 0xd, 0x2, 0x2, 0xd5, 0xd7, 0x3, 0x2, 0x2, 0x2, 0xd6, 0xc6, 0x3, 
    0x2, 0x2, 0x2, 0xd6, 0xce, 0x3, 0x2, 0x2, 0x2, 0xd7, 0xda, 0x3, 0x2, 
    0x2, 0x2, 0xd8, 0xd6, 0x3, 0x2, 0x2, 0x2, 0xd8, 0xd9, 0x3, 0x2, 0x2, 
    0x2, 0xd9, 0x13, 0x3, 0x2, 0x2, 0x2, 0xda, 0xd8, 0x3, 0x2, 0x2, 0x2, 
    0xdb, 0xdc, 0x5, 0x20, 0x11, 0x2, 0xdc, 0xdd, 0x7, 0x27, 0x2, 0x2, 0xdd, 
    0xdf, 0x5, 0x1a, 0xe, 0x2, 0xde, 0xe0, 0x7, 0x13, 0x2, 0x2, 0xdf, 0xde, 
    0x3, 0x2, 0x2, 0x2, 0xdf, 0xe0, 0x3, 0x2, 0x2, 0x2, 0xe0, 0x15, 0x3, 
    0x2, 0x2, 0x2, 0xe1, 0xe6, 0x5, 0x14, 0xb, 0x2, 0xe2, 0xe3, 0x7, 0x29, 
    0x2, 0x2, 0xe3, 0xe5, 0x5, 0x14, 0xb, 0x2, 0xe4, 0xe2, 0x3, 0x2, 0x2, 
    0x2, 0xe5, 0xe8, 0x3, 0x2, 0x2, 0x2, 0xe6, 0xe4, 0x3, 0x2, 0x2, 0x2, 
    0xe6, 0xe7, 0x3, 0x2, 0x2, 0x2, 0xe7, 0x17, 0x3, 0x2, 0x2, 0x2, 0xe8, 
    0xe6, 0x3, 0x2, 0x2, 0x2, 0xe9, 0xeb, 0x7, 0x13, 0x2, 0x2, 0xea, 0xe9, 
    0x3, 0x2, 0x2, 0x2, 0xea, 0xeb, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xf3, 0x3, 
    0x2, 0x2, 0x2, 0xec, 0xf1, 0x7, 0x29, 0x2, 0x2, 0xed, 0xef, 0x5, 0x16, 
    0xc, 0x2, 0xee, 0xf0, 0x7, 0x29, 0x2, 0x2, 0xef, 0xee, 0x3, 0x2, 0x2, 
    0x2, 0xef, 0xf0, 0x3, 0x2, 0x2, 0x2, 0xf0, 0xf2, 0x3, 0x2, 0x2, 0x2, 
    0xf1, 0xed, 0x3, 0x2, 0x2, 0x2, 0xf1, 0xf2, 0x3, 0x2, 0x2, 0x2, 0xf2, 
    0xf4, 0x3, 0x2, 0x2, 0x2, 0xf3, 0xec, 0x3, 0x2, 0x2, 0x2, 0xf3, 0xf4, 
    0x3, 0x2, 0x2, 0x2, 0xf4, 0x19, 0x3, 0x2, 0x2, 0x2, 0xf5, 0xfa, 0x5, 
    0x1c, 0xf, 0x2, 0xf6, 0xf7, 0x7, 0x13, 0x2, 0x2, 0xf7, 0xf9, 0x5, 0x1c, 
    0xf, 0x2, 0xf8, 0xf6, 0x3, 0x2, 0x2, 0x2, 0xf9, 0xfc, 0x3, 0x2, 0x2, 
    0x2, 0xfa, 0xf8, 0x3, 0x2, 0x2, 0x2, 0xfa, 0xfb, 0x3, 0x2, 0x2, 0x2, 
    0xfb, 0xfe, 0x3, 0x2, 0x2, 0x2, 0xfc, 0xfa, 0x3, 0x2, 0x2, 0x2, 0xfd, 
    0xf5, 0x3, 0x2, 0x2, 0x2, 0xfd, 0xfe, 0x3, 0x2, 0x2, 0x2, 0xfe, 0x1b, 
    0x3, 0x2, 0x2, 0x2, 0xff, 0x100, 0x5, 0x1e, 0x10, 0x2, 0x100, 0x101, 
    0x9, 0x4, 0x2, 0x2, 0x101, 0x102, 0x5, 0x20, 0x11, 0x2, 0x102, 0x107, 
    0x3, 0x2, 0x2, 0x2, 0x103, 0x104, 0x7, 0x30, 0x2, 0x2, 0x104, 0x105, 
    0x7, 0x11, 0x2, 0x2, 0x105, 0x107, 0x5, 0x20, 0x11, 0x2, 0x106, 0xff, 
    0x3, 0x2, 0x2, 0x2, 0x106, 0x103, 0x3, 0x2, 0x2, 0x2, 0x107, 0x1d, 0x3, 
    0x2, 0x2, 0x2, 0x108, 0x10b, 0x7, 0x39, 0x2, 0x2, 0x109, 0x10b, 0x5, 
    0x68, 0x35, 0x2, 0x10a, 0x108, 0x3, 0x2, 0x2, 0x2, 0x10a, 0x109, 0x3, 
    0x2, 0x2, 0x2, 0x10b, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x10c, 0x10d, 0x8, 0x11, 
    0x1, 0x2, 0x10d, 0x10e, 0x7, 0x33, 0x2, 0x2, 0x10e, 0x115, 0x5, 0x20, 
    0x11, 0x10, 0x10f, 0x110, 0x7, 0x30, 0x2, 0x2, 0x110, 0x115, 0x5, 0x20, 
    0x11, 0xf, 0x111, 0x112, 0x7, 0x2f, 0x2, 0x2, 0x112, 0x115, 0x5, 0x20, 
    0x11, 0xe, 0x113, 0x115, 0x5, 0x22, 0x12, 0x2, 0x114, 0x10c, 0x3, 0x2, 
    0x2, 0x2, 0x114, 0x10f, 0x3, 0x2, 0x2, 0x2, 0x114, 0x111, 0x3, 0x2, 
    0x2, 0x2, 0x114, 0x113, 0x3, 0x2, 0x2, 0x2, 0x115, 0x162, 0x3, 0x2, 
    0x2, 0x2, 0x116, 0x117, 0xc, 0xd, 0x2, 0x2, 0x117, 0x118, 0x7, 0x50, 
    0x2, 0x2, 0x118, 0x161, 0x5, 0x20, 0x11, 0xe, 0x119, 0x11a, 0xc, 0xc, 
    0x2, 0x2, 0x11a, 0x11b, 0x9, 0x5, 0x2, 0x2, 0x11b, 0x161, 0x5, 0x20, 
    0x11, 0xd, 0x11c, 0x11d, 0xc, 0xb, 0x2, 0x2, 0x11d, 0x11e, 0x9, 0x6, 
    0x2, 0x2, 0x11e, 0x161, 0x5, 0x20, 0x11, 0xc, 0x11f, 0x120, 0xc, 0xa, 
    0x2, 0x2, 0x120, 0x121, 0x9, 0x7, 0x2, 0x2, 0x121, 0x161, 0x5, 0x20, 
    0x11, 0xb, 0x122, 0x123, 0xc, 0x9, 0x2, 0x2, 0x123, 0x124, 0x9, 0x8, 
    0x2, 0x2, 0x124, 0x161, 0x5, 0x20, 0x11, 0xa, 0x125, 0x126, 0xc, 0x8, 
    0x2, 0x2, 0x126, 0x127, 0x9, 0x9, 0x2, 0x2, 0x127, 0x161, 0x5, 0x20, 
    0x11, 0x9, 0x128, 0x129, 0xc, 0x7, 0x2, 0x2, 0x129, 0x12a, 0x9, 0xa, 
    0x2, 0x2, 0x12a, 0x161, 0x5, 0x20, 0x11, 0x8, 0x12b, 0x12c, 0xc, 0x5, 
    0x2, 0x2, 0x12c, 0x12d, 0x7, 0x4d, 0x2, 0x2, 0x12d, 0x161, 0x5, 0x20, 
    0x11, 0x6, 0x12e, 0x12f, 0xc, 0x4, 0x2, 0x2, 0x12f, 0x130, 0x7, 0x4e, 
    0x2, 0x2, 0x130, 0x161, 0x5, 0x20, 0x11, 0x5, 0x131, 0x132, 0xc, 0x14, 
    0x2, 0x2, 0x132, 0x137, 0x7, 0xe, 0x2, 0x2, 0x133, 0x135, 0x5, 0x24, 
    0x13, 0x2, 0x134, 0x136, 0x7, 0x13, 0x2, 0x2, 0x135, 0x134, 0x3, 0x2, 
    0x2, 0x2, 0x135, 0x136, 0x3, 0x2, 0x2, 0x2, 0x136, 0x138, 0x3, 0x2, 
    0x2, 0x2, 0x137, 0x133, 0x3, 0x2, 0x2, 0x2, 0x137, 0x138, 0x3, 0x2, 
    0x2, 0x2, 0x138, 0x139, 0x3, 0x2, 0x2, 0x2, 0x139, 0x13b, 0x7, 0x10, 
    0x2, 0x2, 0x13a, 0x13c, 0x5, 0x2c, 0x17, 0x2, 0x13b, 0x13a, 0x3, 0x2, 
    0x2, 0x2, 0x13b, 0x13c, 0x3, 0x2, 0x2, 0x2, 0x13c, 0x161, 0x3, 0x2, 
    0x2, 0x2, 0x13d, 0x13e, 0xc, 0x13, 0x2, 0x2, 0x13e, 0x13f, 0x7, 0x26, 
    0x2, 0x2, 0x13f, 0x145, 0x9, 0xb, 0x2, 0x2, 0x140, 0x142, 0x7, 0xe, 
    0x2, 0x2, 0x141, 0x143, 0x5, 0x24, 0x13, 0x2, 0x142, 0x141, 0x3, 0x2, 
    0x2, 0x2, 0x142, 0x143, 0x3, 0x2, 0x2, 0x2, 0x143, 0x144, 0x3, 0x2, 
    0x2, 0x2, 0x144, 0x146, 0x7, 0x10, 0x2, 0x2, 0x145, 0x140, 0x3, 0x2, 
    0x2, 0x2, 0x145, 0x146, 0x3, 0x2, 0x2, 0x2, 0x146, 0x148, 0x3, 0x2, 
    0x2, 0x2, 0x147, 0x149, 0x5, 0x2c, 0x17, 0x2, 0x148, 0x147, 0x3, 0x2, 
    0x2, 0x2, 0x148, 0x149, 0x3, 0x2, 0x2, 0x2, 0x149, 0x161, 0x3, 0x2, 
    0x2, 0x2, 0x14a, 0x14b, 0xc, 0x12, 0x2, 0x2, 0x14b, 0x14c, 0x7, 0x8, 
    0x2, 0x2, 0x14c, 0x14e, 0x5, 0x28, 0x15, 0x2, 0x14d, 0x14f, 0x7, 0x13, 
    0x2, 0x2, 0x14e, 0x14d, 0x3, 0x2, 0x2, 0x2, 0x14e, 0x14f, 0x3, 0x2, 
    0x2, 0x2, 0x14f, 0x150, 0x3, 0x2, 0x2, 0x2, 0x150, 0x151, 0x7, 0xa, 
    0x2, 0x2, 0x151, 0x161, 0x3, 0x2, 0x2, 0x2, 0x152, 0x153, 0xc, 0x11, 
    0x2, 0x2, 0x153, 0x15b, 0x5, 0x32, 0x1a, 0x2, 0x154, 0x155, 0x7, 0xb, 
    0x2, 0x2, 0x155, 0x157, 0x5, 0x1a, 0xe, 0x2, 0x156, 0x158, 0x7, 0x13, 
    0x2, 0x2, 0x157, 0x156, 0x3, 0x2, 0x2, 0x2, 0x157, 0x158, 0x3, 0x2, 
    0x2, 0x2, 0x158, 0x159, 0x3, 0x2, 0x2, 0x2, 0x159, 0x15a, 0x7, 0xd, 
    0x2, 0x2, 0x15a, 0x15c, 0x3, 0x2, 0x2, 0x2, 0x15b, 0x154, 0x3, 0x2, 
    0x2, 0x2, 0x15b, 0x15c, 0x3, 0x2, 0x2, 0x2, 0x15c, 0x161, 0x3, 0x2, 
    0x2, 0x2, 0x15d, 0x15e, 0xc, 0x6, 0x2, 0x2, 0x15e, 0x15f, 0x7, 0x28, 
    0x2, 0x2, 0x15f, 0x161, 0x5, 0x2e, 0x18, 0x2, 0x160, 0x116, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x119, 0x3, 0x2, 0x2, 0x2, 0x160, 0x11c, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x11f, 0x3, 0x2, 0x2, 0x2, 0x160, 0x122, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x125, 0x3, 0x2, 0x2, 0x2, 0x160, 0x128, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x12b, 0x3, 0x2, 0x2, 0x2, 0x160, 0x12e, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x131, 0x3, 0x2, 0x2, 0x2, 0x160, 0x13d, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x14a, 0x3, 0x2, 0x2, 0x2, 0x160, 0x152, 0x3, 0x2, 
    0x2, 0x2, 0x160, 0x15d, 0x3, 0x2, 0x2, 0x2, 0x161, 0x164, 0x3, 0x2, 
    0x2, 0x2, 0x162, 0x160, 0x3, 0x2, 0x2, 0x2, 0x162, 0x163, 0x3, 0x2, 
    0x2, 0x2, 0x163, 0x21, 0x3, 0x2, 0x2, 0x2, 0x164, 0x162, 0x3, 0x2, 0x2, 
    0x2, 0x165, 0x180, 0x7, 0x38, 0x2, 0x2, 0x166, 0x167, 0x9, 0xc, 0x2, 
    0x2, 0x167, 0x168, 0x5, 0xe, 0x8, 0x2, 0x168, 0x169, 0x7, 0x10, 0x2, 
    0x2, 0x169, 0x180, 0x3, 0x2, 0x2, 0x2, 0x16a, 0x180, 0x5, 0x3a, 0x1e, 
    0x2, 0x16b, 0x180, 0x5, 0x34, 0x1b, 0x2, 0x16c, 0x180, 0x5, 0x38, 0x1d, 
    0x2, 0x16d, 0x180, 0x5, 0x3e, 0x20, 0x2, 0x16e, 0x180, 0x5, 0x40, 0x21, 
    0x2, 0x16f, 0x180, 0x5, 0x4a, 0x26, 0x2, 0x170, 0x180, 0x5, 0x50, 0x29, 
    0x2, 0x171, 0x172, 0x7, 0x53, 0x2, 0x2, 0x172, 0x180, 0x5, 0x52, 0x2a, 
    0x2, 0x173, 0x180, 0x5, 0x56, 0x2c, 0x2, 0x174, 0x180, 0x9, 0xd, 0x2, 
    0x2, 0x175, 0x180, 0x5, 0x58, 0x2d, 0x2, 0x176, 0x180, 0x5, 0x5c, 0x2f, 
    0x2, 0x177, 0x180, 0x7, 0x3c, 0x2, 0x2, 0x178, 0x180, 0x5, 0x62, 0x32, 
    0x2, 0x179, 0x180, 0x7, 0x3a, 0x2, 0x2, 0x17a, 0x180, 0x7, 0x3b, 0x2, 
    0x2, 0x17b, 0x180, 0x7, 0x14, 0x2, 0x2, 0x17c, 0x180, 0x7, 0x46, 0x2, 
    0x2, 0x17d, 0x180, 0x7, 0x4f, 0x2, 0x2, 0x17e, 0x180, 0x7, 0x39, 0x2, 
    0x2, 0x17f, 0x165, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x166, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x16a, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x16b, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x16c, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x16d, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x16e, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x16f, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x170, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x171, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x173, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x174, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x175, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x176, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x177, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x178, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x179, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x17a, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x17b, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x17c, 0x3, 0x2, 0x2, 
    0x2, 0x17f, 0x17d, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x17e, 0x3, 0x2, 0x2, 
    0x2, 0x180, 0x23, 0x3, 0x2, 0x2, 0x2, 0x181, 0x186, 0x5, 0x26, 0x14, 
    0x2, 0x182, 0x183, 0x7, 0x13, 0x2, 0x2, 0x183, 0x185, 0x5, 0x26, 0x14, 
    0x2, 0x184, 0x182, 0x3, 0x2, 0x2, 0x2, 0x185, 0x188, 0x3, 0x2, 0x2, 
    0x2, 0x186, 0x184, 0x3, 0x2, 0x2, 0x2, 0x186, 0x187, 0x3, 0x2, 0x2, 
    0x2, 0x187, 0x25, 0x3, 0x2, 0x2, 0x2, 0x188, 0x186, 0x3, 0x2, 0x2, 0x2, 
    0x189, 0x18d, 0x5, 0xe, 0x8, 0x2, 0x18a, 0x18d, 0x7, 0x53, 0x2, 0x2, 
    0x18b, 0x18d, 0x7, 0x52, 0x2, 0x2, 0x18c, 0x189, 0x3, 0x2, 0x2, 0x2, 
    0x18c, 0x18a, 0x3, 0x2, 0x2, 0x2, 0x18c, 0x18b, 0x3, 0x2, 0x2, 0x2, 
    0x18d, 0x190, 0x3, 0x2, 0x2, 0x2, 0x18e, 0x18f, 0x7, 0x11, 0x2, 0x2, 
    0x18f, 0x191, 0x5, 0x60, 0x31, 0x2, 0x190, 0x18e, 0x3, 0x2, 0x2, 0x2, 
    0x190, 0x191, 0x3, 0x2, 0x2, 0x2, 0x191, 0x27, 0x3, 0x2, 0x2, 0x2, 0x192, 
    0x197, 0x5, 0x2a, 0x16, 0x2, 0x193, 0x194, 0x7, 0x13, 0x2, 0x2, 0x194, 
    0x196, 0x5, 0x2a, 0x16, 0x2, 0x195, 0x193, 0x3, 0x2, 0x2, 0x2, 0x196, 
    0x199, 0x3, 0x2, 0x2, 0x2, 0x197, 0x195, 0x3, 0x2, 0x2, 0x2, 0x197, 
    0x198, 0x3, 0x2, 0x2, 0x2, 0x198, 0x29, 0x3, 0x2, 0x2, 0x2, 0x199, 0x197, 
    0x3, 0x2, 0x2, 0x2, 0x19a, 0x19e, 0x5, 0xe, 0x8, 0x2, 0x19b, 0x19e, 
    0x7, 0x53, 0x2, 0x2, 0x19c, 0x19e, 0x7, 0x52, 0x2, 0x2, 0x19d, 0x19a, 
    0x3, 0x2, 0x2, 0x2, 0x19d, 0x19b, 0x3, 0x2, 0x2, 0x2, 0x19d, 0x19c, 
    0x3, 0x2, 0x2, 0x2, 0x19e, 0x1a1, 0x3, 0x2, 0x2, 0x2, 0x19f, 0x1a0, 
    0x7, 0x11, 0x2, 0x2, 0x1a0, 0x1a2, 0x5, 0x60, 0x31, 0x2, 0x1a1, 0x19f, 
    0x3, 0x2, 0x2, 0x2, 0x1a1, 0x1a2, 0x3, 0x2, 0x2, 0x2, 0x1a2, 0x2b, 0x3, 
    0x2, 0x2, 0x2, 0x1a3, 0x1a8, 0x7, 0x2a, 0x2, 0x2, 0x1a4, 0x1a6, 0x5, 
    0x46, 0x24, 0x2, 0x1a5, 0x1a7, 0x7, 0x13, 0x2, 0x2, 0x1a6, 0x1a5, 0x3, 
    0x2, 0x2, 0x2, 0x1a6, 0x1a7, 0x3, 0x2, 0x2, 0x2, 0x1a7, 0x1a9, 0x3, 
    0x2, 0x2, 0x2, 0x1a8, 0x1a4, 0x3, 0x2, 0x2, 0x2, 0x1a8, 0x1a9, 0x3, 
    0x2, 0x2, 0x2, 0x1a9, 0x1aa, 0x3, 0x2, 0x2, 0x2, 0x1aa, 0x1b3, 0x7, 
    0x2a, 0x2, 0x2, 0x1ab, 0x1ac, 0x7, 0x21, 0x2, 0x2, 0x1ac, 0x1b1, 0x7, 
    0x3a, 0x2, 0x2, 0x1ad, 0x1ae, 0x7, 0x8, 0x2, 0x2, 0x1ae, 0x1af, 0x5, 
    0x28, 0x15, 0x2, 0x1af, 0x1b0, 0x7, 0xa, 0x2, 0x2, 0x1b0, 0x1b2, 0x3, 
    0x2, 0x2, 0x2, 0x1b1, 0x1ad, 0x3, 0x2, 0x2, 0x2, 0x1b1, 0x1b2, 0x3, 
    0x2, 0x2, 0x2, 0x1b2, 0x1b4, 0x3, 0x2, 0x2, 0x2, 0x1b3, 0x1ab, 0x3, 
    0x2, 0x2, 0x2, 0x1b3, 0x1b4, 0x3, 0x2, 0x2, 0x2, 0x1b4, 0x1b5, 0x3, 
    0x2, 0x2, 0x2, 0x1b5, 0x1b7, 0x7, 0xb, 0x2, 0x2, 0x1b6, 0x1b8, 0x5, 
    0x6, 0x4, 0x2, 0x1b7, 0x1b6, 0x3, 0x2, 0x2, 0x2, 0x1b7, 0x1b8, 0x3, 
    0x2, 0x2, 0x2, 0x1b8, 0x1b9, 0x3, 0x2, 0x2, 0x2, 0x1b9, 0x1ba, 0x7, 
    0xd, 0x2, 0x2, 0x1ba, 0x2d, 0x3, 0x2, 0x2, 0x2, 0x1bb, 0x1bc, 0x7, 0xc, 
    0x2, 0x2, 0x1bc, 0x1c1, 0x5, 0x30, 0x19, 0x2, 0x1bd, 0x1be, 0x7, 0x13, 
    0x2, 0x2, 0x1be, 0x1c0, 0x5, 0x30, 0x19, 0x2, 0x1bf, 0x1bd, 0x3, 0x2, 
    0x2, 0x2, 0x1c0, 0x1c3, 0x3, 0x2, 0x2, 0x2, 0x1c1, 0x1bf, 0x3, 0x2, 
    0x2, 0x2, 0x1c1, 0x1c2, 0x3, 0x2, 0x2, 0x2, 0x1c2, 0x1c5, 0x3, 0x2, 
    0x2, 0x2, 0x1c3, 0x1c1, 0x3, 0x2, 0x2, 0x2, 0x1c4, 0x1c6, 0x7, 0x13, 
    0x2, 0x2, 0x1c5, 0x1c4, 0x3, 0x2, 0x2, 0x2, 0x1c5, 0x1c6, 0x3, 0x2, 
    0x2, 0x2, 0x1c6, 0x1c7, 0x3, 0x2, 0x2, 0x2, 0x1c7, 0x1c8, 0x7, 0xd, 
    0x2, 0x2, 0x1c8, 0x1cb, 0x3, 0x2, 0x2, 0x2, 0x1c9, 0x1cb, 0x5, 0x30, 
    0x19, 0x2, 0x1ca, 0x1bb, 0x3, 0x2, 0x2, 0x2, 0x1ca, 0x1c9, 0x3, 0x2, 
    0x2, 0x2, 0x1cb, 0x2f, 0x3, 0x2, 0x2, 0x2, 0x1cc, 0x1cd, 0x5, 0x20, 
    0x11, 0x2, 0x1cd, 0x1ce, 0x7, 0x11, 0x2, 0x2, 0x1ce, 0x1cf, 0x5, 0x20, 
    0x11, 0x2, 0x1cf, 0x31, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x1d2, 0x7, 0x24, 
    0x2, 0x2, 0x1d1, 0x1d3, 0x5, 0x20, 0x11, 0x2, 0x1d2, 0x1d1, 0x3, 0x2, 
    0x2, 0x2, 0x1d2, 0x1d3, 0x3, 0x2, 0x2, 0x2, 0x1d3, 0x1d4, 0x3, 0x2, 
    0x2, 0x2, 0x1d4, 0x1db, 0x7, 0x25, 0x2, 0x2, 0x1d5, 0x1d7, 0x7, 0x22, 
    0x2, 0x2, 0x1d6, 0x1d8, 0x5, 0x20, 0x11, 0x2, 0x1d7, 0x1d6, 0x3, 0x2, 
    0x2, 0x2, 0x1d7, 0x1d8, 0x3, 0x2, 0x2, 0x2, 0x1d8, 0x1d9, 0x3, 0x2, 
    0x2, 0x2, 0x1d9, 0x1db, 0x7, 0x23, 0x2, 0x2, 0x1da, 0x1d0, 0x3, 0x2, 
    0x2, 0x2, 0x1da, 0x1d5, 0x3, 0x2, 0x2, 0x2, 0x1db, 0x33, 0x3, 0x2, 0x2, 
    0x2, 0x1dc, 0x1dd, 0x7, 0x48, 0x2, 0x2, 0x1dd, 0x1de, 0x5, 0x36, 0x1c, 
    0x2, 0x1de, 0x35, 0x3, 0x2, 0x2, 0x2, 0x1df, 0x1e0, 0x5, 0x20, 0x11, 
    0x2, 0x1e0, 0x1e2, 0x7, 0xb, 0x2, 0x2, 0x1e1, 0x1e3, 0x5, 0x6, 0x4, 
    0x2, 0x1e2, 0x1e1, 0x3, 0x2, 0x2, 0x2, 0x1e2, 0x1e3, 0x3, 0x2, 0x2, 
    0x2, 0x1e3, 0x1e4, 0x3, 0x2, 0x2, 0x2, 0x1e4, 0x1ed, 0x7, 0xd, 0x2, 
    0x2, 0x1e5, 0x1e6, 0x7, 0x49, 0x2, 0x2, 0x1e6, 0x1ee, 0x5, 0x36, 0x1c, 
    0x2, 0x1e7, 0x1e8, 0x7, 0x4a, 0x2, 0x2, 0x1e8, 0x1ea, 0x7, 0xb, 0x2, 
    0x2, 0x1e9, 0x1eb, 0x5, 0x6, 0x4, 0x2, 0x1ea, 0x1e9, 0x3, 0x2, 0x2, 
    0x2, 0x1ea, 0x1eb, 0x3, 0x2, 0x2, 0x2, 0x1eb, 0x1ec, 0x3, 0x2, 0x2, 
    0x2, 0x1ec, 0x1ee, 0x7, 0xd, 0x2, 0x2, 0x1ed, 0x1e5, 0x3, 0x2, 0x2, 
    0x2, 0x1ed, 0x1e7, 0x3, 0x2, 0x2, 0x2, 0x1ed, 0x1ee, 0x3, 0x2, 0x2, 
    0x2, 0x1ee, 0x37, 0x3, 0x2, 0x2, 0x2, 0x1ef, 0x1f0, 0x7, 0x51, 0x2, 
    0x2, 0x1f0, 0x1f1, 0x5, 0x20, 0x11, 0x2, 0x1f1, 0x1f3, 0x7, 0xb, 0x2, 
    0x2, 0x1f2, 0x1f4, 0x5, 0x6, 0x4, 0x2, 0x1f3, 0x1f2, 0x3, 0x2, 0x2, 
    0x2, 0x1f3, 0x1f4, 0x3, 0x2, 0x2, 0x2, 0x1f4, 0x1f5, 0x3, 0x2, 0x2, 
    0x2, 0x1f5, 0x1fc, 0x7, 0xd, 0x2, 0x2, 0x1f6, 0x1f7, 0x7, 0x4a, 0x2, 
    0x2, 0x1f7, 0x1f9, 0x7, 0xb, 0x2, 0x2, 0x1f8, 0x1fa, 0x5, 0x6, 0x4, 
    0x2, 0x1f9, 0x1f8, 0x3, 0x2, 0x2, 0x2, 0x1f9, 0x1fa, 0x3, 0x2, 0x2, 
    0x2, 0x1fa, 0x1fb, 0x3, 0x2, 0x2, 0x2, 0x1fb, 0x1fd, 0x7, 0xd, 0x2, 
    0x2, 0x1fc, 0x1f6, 0x3, 0x2, 0x2, 0x2, 0x1fc, 0x1fd, 0x3, 0x2, 0x2, 
    0x2, 0x1fd, 0x39, 0x3, 0x2, 0x2, 0x2, 0x1fe, 0x1ff, 0x7, 0x44, 0x2, 
    0x2, 0x1ff, 0x200, 0x5, 0x20, 0x11, 0x2, 0x200, 0x202, 0x7, 0xb, 0x2, 
    0x2, 0x201, 0x203, 0x5, 0x3c, 0x1f, 0x2, 0x202, 0x201, 0x3, 0x2, 0x2, 
    0x2, 0x203, 0x204, 0x3, 0x2, 0x2, 0x2, 0x204, 0x202, 0x3, 0x2, 0x2, 
    0x2, 0x204, 0x205, 0x3, 0x2, 0x2, 0x2, 0x205, 0x206, 0x3, 0x2, 0x2, 
    0x2, 0x206, 0x207, 0x7, 0xd, 0x2, 0x2, 0x207, 0x3b, 0x3, 0x2, 0x2, 0x2, 
    0x208, 0x20d, 0x5, 0x20, 0x11, 0x2, 0x209, 0x20a, 0x7, 0x13, 0x2, 0x2, 
    0x20a, 0x20c, 0x5, 0x20, 0x11, 0x2, 0x20b, 0x209, 0x3, 0x2, 0x2, 0x2, 
    0x20c, 0x20f, 0x3, 0x2, 0x2, 0x2, 0x20d, 0x20b, 0x3, 0x2, 0x2, 0x2, 
    0x20d, 0x20e, 0x3, 0x2, 0x2, 0x2, 0x20e, 0x210, 0x3, 0x2, 0x2, 0x2, 
    0x20f, 0x20d, 0x3, 0x2, 0x2, 0x2, 0x210, 0x211, 0x7, 0x27, 0x2, 0x2, 
    0x211, 0x213, 0x7, 0xb, 0x2, 0x2, 0x212, 0x214, 0x5, 0x6, 0x4, 0x2, 
    0x213, 0x212, 0x3, 0x2, 0x2, 0x2, 0x213, 0x214, 0x3, 0x2, 0x2, 0x2, 
    0x214, 0x215, 0x3, 0x2, 0x2, 0x2, 0x215, 0x216, 0x7, 0xd, 0x2, 0x2, 
    0x216, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x217, 0x218, 0x7, 0x47, 0x2, 0x2, 
    0x218, 0x21a, 0x5, 0x42, 0x22, 0x2, 0x219, 0x21b, 0x5, 0x44, 0x23, 0x2, 
    0x21a, 0x219, 0x3, 0x2, 0x2, 0x2, 0x21a, 0x21b, 0x3, 0x2, 0x2, 0x2, 
    0x21b, 0x21c, 0x3, 0x2, 0x2, 0x2, 0x21c, 0x21e, 0x7, 0xb, 0x2, 0x2, 
    0x21d, 0x21f, 0x5, 0x6, 0x4, 0x2, 0x21e, 0x21d, 0x3, 0x2, 0x2, 0x2, 
    0x21e, 0x21f, 0x3, 0x2, 0x2, 0x2, 0x21f, 0x220, 0x3, 0x2, 0x2, 0x2, 
    0x220, 0x221, 0x7, 0xd, 0x2, 0x2, 0x221, 0x3f, 0x3, 0x2, 0x2, 0x2, 0x222, 
    0x223, 0x7, 0x45, 0x2, 0x2, 0x223, 0x225, 0x5, 0x42, 0x22, 0x2, 0x224, 
    0x226, 0x5, 0x44, 0x23, 0x2, 0x225, 0x224, 0x3, 0x2, 0x2, 0x2, 0x225, 
    0x226, 0x3, 0x2, 0x2, 0x2, 0x226, 0x22c, 0x3, 0x2, 0x2, 0x2, 0x227, 
    0x22a, 0x7, 0x4b, 0x2, 0x2, 0x228, 0x22b, 0x5, 0x42, 0x22, 0x2, 0x229, 
    0x22b, 0x7, 0x46, 0x2, 0x2, 0x22a, 0x228, 0x3, 0x2, 0x2, 0x2, 0x22a, 
    0x229, 0x3, 0x2, 0x2, 0x2, 0x22b, 0x22d, 0x3, 0x2, 0x2, 0x2, 0x22c, 
    0x227, 0x3, 0x2, 0x2, 0x2, 0x22c, 0x22d, 0x3, 0x2, 0x2, 0x2, 0x22d, 
    0x22e, 0x3, 0x2, 0x2, 0x2, 0x22e, 0x230, 0x7, 0xb, 0x2, 0x2, 0x22f, 
    0x231, 0x5, 0x6, 0x4, 0x2, 0x230, 0x22f, 0x3, 0x2, 0x2, 0x2, 0x230, 
    0x231, 0x3, 0x2, 0x2, 0x2, 0x231, 0x232, 0x3, 0x2, 0x2, 0x2, 0x232, 
    0x233, 0x7, 0xd, 0x2, 0x2, 0x233, 0x41, 0x3, 0x2, 0x2, 0x2, 0x234, 0x235, 
    0x9, 0xe, 0x2, 0x2, 0x235, 0x43, 0x3, 0x2, 0x2, 0x2, 0x236, 0x23b, 0x9, 
    0xc, 0x2, 0x2, 0x237, 0x239, 0x5, 0x46, 0x24, 0x2, 0x238, 0x23a, 0x7, 
    0x13, 0x2, 0x2, 0x239, 0x238, 0x3, 0x2, 0x2, 0x2, 0x239, 0x23a, 0x3, 
    0x2, 0x2, 0x2, 0x23a, 0x23c, 0x3, 0x2, 0x2, 0x2, 0x23b, 0x237, 0x3, 
    0x2, 0x2, 0x2, 0x23b, 0x23c, 0x3, 0x2, 0x2, 0x2, 0x23c, 0x23d, 0x3, 
    0x2, 0x2, 0x2, 0x23d, 0x23e, 0x7, 0x10, 0x2, 0x2, 0x23e, 0x45, 0x3, 
    0x2, 0x2, 0x2, 0x23f, 0x244, 0x5, 0x48, 0x25, 0x2, 0x240, 0x241, 0x7, 
    0x13, 0x2, 0x2, 0x241, 0x243, 0x5, 0x48, 0x25, 0x2, 0x242, 0x240, 0x3, 
    0x2, 0x2, 0x2, 0x243, 0x246, 0x3, 0x2, 0x2, 0x2, 0x244, 0x242, 0x3, 
    0x2, 0x2, 0x2, 0x244, 0x245, 0x3, 0x2, 0x2, 0x2, 0x245, 0x47, 0x3, 0x2, 
    0x2, 0x2, 0x246, 0x244, 0x3, 0x2, 0x2, 0x2, 0x247, 0x24c, 0x7, 0x3a, 
    0x2, 0x2, 0x248, 0x249, 0x7, 0x8, 0x2, 0x2, 0x249, 0x24a, 0x5, 0x28, 
    0x15, 0x2, 0x24a, 0x24b, 0x7, 0xa, 0x2, 0x2, 0x24b, 0x24d, 0x3, 0x2, 
    0x2, 0x2, 0x24c, 0x248, 0x3, 0x2, 0x2, 0x2, 0x24c, 0x24d, 0x3, 0x2, 
    0x2, 0x2, 0x24d, 0x24f, 0x3, 0x2, 0x2, 0x2, 0x24e, 0x247, 0x3, 0x2, 
    0x2, 0x2, 0x24e, 0x24f, 0x3, 0x2, 0x2, 0x2, 0x24f, 0x251, 0x3, 0x2, 
    0x2, 0x2, 0x250, 0x252, 0x7, 0x30, 0x2, 0x2, 0x251, 0x250, 0x3, 0x2, 
    0x2, 0x2, 0x251, 0x252, 0x3, 0x2, 0x2, 0x2, 0x252, 0x253, 0x3, 0x2, 
    0x2, 0x2, 0x253, 0x256, 0x7, 0x38, 0x2, 0x2, 0x254, 0x255, 0x7, 0x15, 
    0x2, 0x2, 0x255, 0x257, 0x5, 0x20, 0x11, 0x2, 0x256, 0x254, 0x3, 0x2, 
    0x2, 0x2, 0x256, 0x257, 0x3, 0x2, 0x2, 0x2, 0x257, 0x49, 0x3, 0x2, 0x2, 
    0x2, 0x258, 0x259, 0x7, 0x4c, 0x2, 0x2, 0x259, 0x25e, 0x5, 0x4c, 0x27, 
    0x2, 0x25a, 0x25b, 0x7, 0x13, 0x2, 0x2, 0x25b, 0x25d, 0x5, 0x4c, 0x27, 
    0x2, 0x25c, 0x25a, 0x3, 0x2, 0x2, 0x2, 0x25d, 0x260, 0x3, 0x2, 0x2, 
    0x2, 0x25e, 0x25c, 0x3, 0x2, 0x2, 0x2, 0x25e, 0x25f, 0x3, 0x2, 0x2, 
    0x2, 0x25f, 0x262, 0x3, 0x2, 0x2, 0x2, 0x260, 0x25e, 0x3, 0x2, 0x2, 
    0x2, 0x261, 0x263, 0x7, 0x13, 0x2, 0x2, 0x262, 0x261, 0x3, 0x2, 0x2, 
    0x2, 0x262, 0x263, 0x3, 0x2, 0x2, 0x2, 0x263, 0x266, 0x3, 0x2, 0x2, 
    0x2, 0x264, 0x265, 0x7, 0x4b, 0x2, 0x2, 0x265, 0x267, 0x5, 0x4c, 0x27, 
    0x2, 0x266, 0x264, 0x3, 0x2, 0x2, 0x2, 0x266, 0x267, 0x3, 0x2, 0x2, 
    0x2, 0x267, 0x268, 0x3, 0x2, 0x2, 0x2, 0x268, 0x26a, 0x7, 0xb, 0x2, 
    0x2, 0x269, 0x26b, 0x5, 0x6, 0x4, 0x2, 0x26a, 0x269, 0x3, 0x2, 0x2, 
    0x2, 0x26a, 0x26b, 0x3, 0x2, 0x2, 0x2, 0x26b, 0x26c, 0x3, 0x2, 0x2, 
    0x2, 0x26c, 0x26d, 0x7, 0xd, 0x2, 0x2, 0x26d, 0x4b, 0x3, 0x2, 0x2, 0x2, 
    0x26e, 0x273, 0x5, 0x4e, 0x28, 0x2, 0x26f, 0x270, 0x7, 0x26, 0x2, 0x2, 
    0x270, 0x272, 0x5, 0x4e, 0x28, 0x2, 0x271, 0x26f, 0x3, 0x2, 0x2, 0x2, 
    0x272, 0x275, 0x3, 0x2, 0x2, 0x2, 0x273, 0x271, 0x3, 0x2, 0x2, 0x2, 
    0x273, 0x274, 0x3, 0x2, 0x2, 0x2, 0x274, 0x27a, 0x3, 0x2, 0x2, 0x2, 
    0x275, 0x273, 0x3, 0x2, 0x2, 0x2, 0x276, 0x27a, 0x5, 0x62, 0x32, 0x2, 
    0x277, 0x27a, 0x7, 0x46, 0x2, 0x2, 0x278, 0x27a, 0x7, 0x3c, 0x2, 0x2, 
    0x279, 0x26e, 0x3, 0x2, 0x2, 0x2, 0x279, 0x276, 0x3, 0x2, 0x2, 0x2, 
    0x279, 0x277, 0x3, 0x2, 0x2, 0x2, 0x279, 0x278, 0x3, 0x2, 0x2, 0x2, 
    0x27a, 0x4d, 0x3, 0x2, 0x2, 0x2, 0x27b, 0x27c, 0x9, 0xf, 0x2, 0x2, 0x27c, 
    0x4f, 0x3, 0x2, 0x2, 0x2, 0x27d, 0x27e, 0x7, 0x52, 0x2, 0x2, 0x27e, 
    0x280, 0x5, 0x42, 0x22, 0x2, 0x27f, 0x281, 0x5, 0x44, 0x23, 0x2, 0x280, 
    0x27f, 0x3, 0x2, 0x2, 0x2, 0x280, 0x281, 0x3, 0x2, 0x2, 0x2, 0x281, 
    0x28a, 0x3, 0x2, 0x2, 0x2, 0x282, 0x283, 0x7, 0x21, 0x2, 0x2, 0x283, 
    0x288, 0x7, 0x3a, 0x2, 0x2, 0x284, 0x285, 0x7, 0x8, 0x2, 0x2, 0x285, 
    0x286, 0x5, 0x28, 0x15, 0x2, 0x286, 0x287, 0x7, 0xa, 0x2, 0x2, 0x287, 
    0x289, 0x3, 0x2, 0x2, 0x2, 0x288, 0x284, 0x3, 0x2, 0x2, 0x2, 0x288, 
    0x289, 0x3, 0x2, 0x2, 0x2, 0x289, 0x28b, 0x3, 0x2, 0x2, 0x2, 0x28a, 
    0x282, 0x3, 0x2, 0x2, 0x2, 0x28a, 0x28b, 0x3, 0x2, 0x2, 0x2, 0x28b, 
    0x28c, 0x3, 0x2, 0x2, 0x2, 0x28c, 0x28e, 0x7, 0xb, 0x2, 0x2, 0x28d, 
    0x28f, 0x5, 0x6, 0x4, 0x2, 0x28e, 0x28d, 0x3, 0x2, 0x2, 0x2, 0x28e, 
    0x28f, 0x3, 0x2, 0x2, 0x2, 0x28f, 0x290, 0x3, 0x2, 0x2, 0x2, 0x290, 
    0x291, 0x7, 0xd, 0x2, 0x2, 0x291, 0x51, 0x3, 0x2, 0x2, 0x2, 0x292, 0x297, 
    0x7, 0xe, 0x2, 0x2, 0x293, 0x295, 0x5, 0x24, 0x13, 0x2, 0x294, 0x296, 
    0x7, 0x13, 0x2, 0x2, 0x295, 0x294, 0x3, 0x2, 0x2, 0x2, 0x295, 0x296, 
    0x3, 0x2, 0x2, 0x2, 0x296, 0x298, 0x3, 0x2, 0x2, 0x2, 0x297, 0x293, 
    0x3, 0x2, 0x2, 0x2, 0x297, 0x298, 0x3, 0x2, 0x2, 0x2, 0x298, 0x299, 
    0x3, 0x2, 0x2, 0x2, 0x299, 0x29b, 0x7, 0x10, 0x2, 0x2, 0x29a, 0x29c, 
    0x5, 0x2c, 0x17, 0x2, 0x29b, 0x29a, 0x3, 0x2, 0x2, 0x2, 0x29b, 0x29c, 
    0x3, 0x2, 0x2, 0x2, 0x29c, 0x2b1, 0x3, 0x2, 0x2, 0x2, 0x29d, 0x2a2, 
    0x7, 0x3a, 0x2, 0x2, 0x29e, 0x29f, 0x7, 0x8, 0x2, 0x2, 0x29f, 0x2a0, 
    0x5, 0x28, 0x15, 0x2, 0x2a0, 0x2a1, 0x7, 0xa, 0x2, 0x2, 0x2a1, 0x2a3, 
    0x3, 0x2, 0x2, 0x2, 0x2a2, 0x29e, 0x3, 0x2, 0x2, 0x2, 0x2a2, 0x2a3, 
    0x3, 0x2, 0x2, 0x2, 0x2a3, 0x2a4, 0x3, 0x2, 0x2, 0x2, 0x2a4, 0x2a5, 
    0x7, 0x15, 0x2, 0x2, 0x2a5, 0x2b1, 0x5, 0x54, 0x2b, 0x2, 0x2a6, 0x2a9, 
    0x7, 0x3a, 0x2, 0x2, 0x2a7, 0x2a8, 0x7, 0x4b, 0x2, 0x2, 0x2a8, 0x2aa, 
    0x7, 0x3a, 0x2, 0x2, 0x2a9, 0x2a7, 0x3, 0x2, 0x2, 0x2, 0x2a9, 0x2aa, 
    0x3, 0x2, 0x2, 0x2, 0x2aa, 0x2ab, 0x3, 0x2, 0x2, 0x2, 0x2ab, 0x2ad, 
    0x7, 0xb, 0x2, 0x2, 0x2ac, 0x2ae, 0x5, 0x6, 0x4, 0x2, 0x2ad, 0x2ac, 
    0x3, 0x2, 0x2, 0x2, 0x2ad, 0x2ae, 0x3, 0x2, 0x2, 0x2, 0x2ae, 0x2af, 
    0x3, 0x2, 0x2, 0x2, 0x2af, 0x2b1, 0x7, 0xd, 0x2, 0x2, 0x2b0, 0x292, 
    0x3, 0x2, 0x2, 0x2, 0x2b0, 0x29d, 0x3, 0x2, 0x2, 0x2, 0x2b0, 0x2a6, 
    0x3, 0x2, 0x2, 0x2, 0x2b1, 0x53, 0x3, 0x2, 0x2, 0x2, 0x2b2, 0x2b3, 0x7, 
    0x3a, 0x2, 0x2, 0x2b3, 0x2c0, 0x5, 0x5c, 0x2f, 0x2, 0x2b4, 0x2b5, 0x7, 
    0x3a, 0x2, 0x2, 0x2b5, 0x2b6, 0x7, 0x8, 0x2, 0x2, 0x2b6, 0x2b8, 0x5, 
    0x28, 0x15, 0x2, 0x2b7, 0x2b9, 0x7, 0x13, 0x2, 0x2, 0x2b8, 0x2b7, 0x3, 
    0x2, 0x2, 0x2, 0x2b8, 0x2b9, 0x3, 0x2, 0x2, 0x2, 0x2b9, 0x2ba, 0x3, 
    0x2, 0x2, 0x2, 0x2ba, 0x2bb, 0x7, 0xa, 0x2, 0x2, 0x2bb, 0x2c0, 0x3, 
    0x2, 0x2, 0x2, 0x2bc, 0x2c0, 0x7, 0x3a, 0x2, 0x2, 0x2bd, 0x2c0, 0x5, 
    0x5c, 0x2f, 0x2, 0x2be, 0x2c0, 0x5, 0x58, 0x2d, 0x2, 0x2bf, 0x2b2, 0x3, 
    0x2, 0x2, 0x2, 0x2bf, 0x2b4, 0x3, 0x2, 0x2, 0x2, 0x2bf, 0x2bc, 0x3, 
    0x2, 0x2, 0x2, 0x2bf, 0x2bd, 0x3, 0x2, 0x2, 0x2, 0x2bf, 0x2be, 0x3, 
    0x2, 0x2, 0x2, 0x2c0, 0x55, 0x3, 0x2, 0x2, 0x2, 0x2c1, 0x2cd, 0x7, 0x3f, 
    0x2, 0x2, 0x2c2, 0x2c3, 0x7, 0x40, 0x2, 0x2, 0x2c3, 0x2c4, 0x7, 0xb, 
    0x2, 0x2, 0x2c4, 0x2c5, 0x5, 0x6, 0x4, 0x2, 0x2c5, 0x2c6, 0x7, 0xd, 
    0x2, 0x2, 0x2c6, 0x2c7, 0x9, 0x10, 0x2, 0x2, 0x2c7, 0x2cd, 0x3, 0x2, 
    0x2, 0x2, 0x2c8, 0x2c9, 0x7, 0x40, 0x2, 0x2, 0x2c9, 0x2ca, 0x5, 0x20, 
    0x11, 0x2, 0x2ca, 0x2cb, 0x9, 0x10, 0x2, 0x2, 0x2cb, 0x2cd, 0x3, 0x2, 
    0x2, 0x2, 0x2cc, 0x2c1, 0x3, 0x2, 0x2, 0x2, 0x2cc, 0x2c2, 0x3, 0x2, 
    0x2, 0x2, 0x2cc, 0x2c8, 0x3, 0x2, 0x2, 0x2, 0x2cd, 0x57, 0x3, 0x2, 0x2, 
    0x2, 0x2ce, 0x2da, 0x9, 0x11, 0x2, 0x2, 0x2cf, 0x2d4, 0x5, 0x5a, 0x2e, 
    0x2, 0x2d0, 0x2d1, 0x7, 0x13, 0x2, 0x2, 0x2d1, 0x2d3, 0x5, 0x5a, 0x2e, 
    0x2, 0x2d2, 0x2d0, 0x3, 0x2, 0x2, 0x2, 0x2d3, 0x2d6, 0x3, 0x2, 0x2, 
    0x2, 0x2d4, 0x2d2, 0x3, 0x2, 0x2, 0x2, 0x2d4, 0x2d5, 0x3, 0x2, 0x2, 
    0x2, 0x2d5, 0x2d8, 0x3, 0x2, 0x2, 0x2, 0x2d6, 0x2d4, 0x3, 0x2, 0x2, 
    0x2, 0x2d7, 0x2d9, 0x7, 0x13, 0x2, 0x2, 0x2d8, 0x2d7, 0x3, 0x2, 0x2, 
    0x2, 0x2d8, 0x2d9, 0x3, 0x2, 0x2, 0x2, 0x2d9, 0x2db, 0x3, 0x2, 0x2, 
    0x2, 0x2da, 0x2cf, 0x3, 0x2, 0x2, 0x2, 0x2da, 0x2db, 0x3, 0x2, 0x2, 
    0x2, 0x2db, 0x2dc, 0x3, 0x2, 0x2, 0x2, 0x2dc, 0x2dd, 0x7, 0xa, 0x2, 
    0x2, 0x2dd, 0x59, 0x3, 0x2, 0x2, 0x2, 0x2de, 0x2e2, 0x5, 0xe, 0x8, 0x2, 
    0x2df, 0x2e2, 0x7, 0x53, 0x2, 0x2, 0x2e0, 0x2e2, 0x7, 0x52, 0x2, 0x2, 
    0x2e1, 0x2de, 0x3, 0x2, 0x2, 0x2, 0x2e1, 0x2df, 0x3, 0x2, 0x2, 0x2, 
    0x2e1, 0x2e0, 0x3, 0x2, 0x2, 0x2, 0x2e2, 0x2e5, 0x3, 0x2, 0x2, 0x2, 
    0x2e3, 0x2e4, 0x7, 0x11, 0x2, 0x2, 0x2e4, 0x2e6, 0x5, 0x60, 0x31, 0x2, 
    0x2e5, 0x2e3, 0x3, 0x2, 0x2, 0x2, 0x2e5, 0x2e6, 0x3, 0x2, 0x2, 0x2, 
    0x2e6, 0x5b, 0x3, 0x2, 0x2, 0x2, 0x2e7, 0x2f3, 0x7, 0xb, 0x2, 0x2, 0x2e8, 
    0x2ed, 0x5, 0x5e, 0x30, 0x2, 0x2e9, 0x2ea, 0x7, 0x13, 0x2, 0x2, 0x2ea, 
    0x2ec, 0x5, 0x5e, 0x30, 0x2, 0x2eb, 0x2e9, 0x3, 0x2, 0x2, 0x2, 0x2ec, 
    0x2ef, 0x3, 0x2, 0x2, 0x2, 0x2ed, 0x2eb, 0x3, 0x2, 0x2, 0x2, 0x2ed, 
    0x2ee, 0x3, 0x2, 0x2, 0x2, 0x2ee, 0x2f1, 0x3, 0x2, 0x2, 0x2, 0x2ef, 
    0x2ed, 0x3, 0x2, 0x2, 0x2, 0x2f0, 0x2f2, 0x7, 0x13, 0x2, 0x2, 0x2f1, 
    0x2f0, 0x3, 0x2, 0x2, 0x2, 0x2f1, 0x2f2, 0x3, 0x2, 0x2, 0x2, 0x2f2, 
    0x2f4, 0x3, 0x2, 0x2, 0x2, 0x2f3, 0x2e8, 0x3, 0x2, 0x2, 0x2, 0x2f3, 
    0x2f4, 0x3, 0x2, 0x2, 0x2, 0x2f4, 0x2f5, 0x3, 0x2, 0x2, 0x2, 0x2f5, 
    0x2f6, 0x7, 0xd, 0x2, 0x2, 0x2f6, 0x5d, 0x3, 0x2, 0x2, 0x2, 0x2f7, 0x2f8, 
    0x5, 0x60, 0x31, 0x2, 0x2f8, 0x2f9, 0x7, 0x11, 0x2, 0x2, 0x2f9, 0x2fa, 
    0x5, 0x60, 0x31, 0x2, 0x2fa, 0x5f, 0x3, 0x2, 0x2, 0x2, 0x2fb, 0x2ff, 
    0x5, 0xe, 0x8, 0x2, 0x2fc, 0x2ff, 0x7, 0x53, 0x2, 0x2, 0x2fd, 0x2ff, 
    0x7, 0x52, 0x2, 0x2, 0x2fe, 0x2fb, 0x3, 0x2, 0x2, 0x2, 0x2fe, 0x2fc, 
    0x3, 0x2, 0x2, 0x2, 0x2fe, 0x2fd, 0x3, 0x2, 0x2, 0x2, 0x2ff, 0x61, 0x3, 
    0x2, 0x2, 0x2, 0x300, 0x307, 0x7, 0x3, 0x2, 0x2, 0x301, 0x307, 0x7, 
    0x7, 0x2, 0x2, 0x302, 0x307, 0x5, 0x66, 0x34, 0x2, 0x303, 0x304, 0x7, 
    0x3d, 0x2, 0x2, 0x304, 0x305, 0x7, 0x3e, 0x2, 0x2, 0x305, 0x307, 0x5, 
    0x64, 0x33, 0x2, 0x306, 0x300, 0x3, 0x2, 0x2, 0x2, 0x306, 0x301, 0x3, 
    0x2, 0x2, 0x2, 0x306, 0x302, 0x3, 0x2, 0x2, 0x2, 0x306, 0x303, 0x3, 
    0x2, 0x2, 0x2, 0x307, 0x63, 0x3, 0x2, 0x2, 0x2, 0x308, 0x30c, 0x7, 0x3, 
    0x2, 0x2, 0x309, 0x30c, 0x7, 0x7, 0x2, 0x2, 0x30a, 0x30c, 0x5, 0x66, 
    0x34, 0x2, 0x30b, 0x308, 0x3, 0x2, 0x2, 0x2, 0x30b, 0x309, 0x3, 0x2, 
    0x2, 0x2, 0x30b, 0x30a, 0x3, 0x2, 0x2, 0x2, 0x30c, 0x65, 0x3, 0x2, 0x2, 
    0x2, 0x30d, 0x30e, 0x7, 0x4, 0x2, 0x2, 0x30e, 0x313, 0x5, 0xe, 0x8, 
    0x2, 0x30f, 0x310, 0x7, 0x5, 0x2, 0x2, 0x310, 0x312, 0x5, 0xe, 0x8, 
    0x2, 0x311, 0x30f, 0x3, 0x2, 0x2, 0x2, 0x312, 0x315, 0x3, 0x2, 0x2, 
    0x2, 0x313, 0x311, 0x3, 0x2, 0x2, 0x2, 0x313, 0x314, 0x3, 0x2, 0x2, 
    0x2, 0x314, 0x316, 0x3, 0x2, 0x2, 0x2, 0x315, 0x313, 0x3, 0x2, 0x2, 
    0x2, 0x316, 0x317, 0x7, 0x6, 0x2, 0x2, 0x317, 0x67, 0x3, 0x2, 0x2, 0x2, 
    0x318, 0x319, 0x9, 0x12, 0x2, 0x2, 0x319, 0x69, 0x3, 0x2, 0x2, 0x2, 
    0x73, 0x6c, 0x6f, 0x73, 0x76, 0x7d, 0x81, 0x85, 0x8a, 0x8f, 0x9b, 0x9f, 
    0xa6, 0xac, 0xb3, 0xbf, 0xc4, 0xd2, 0xd6, 0xd8, 0xdf, 0xe6, 0xea, 0xef, 
    0xf1, 0xf3, 0xfa, 0xfd, 0x106, 0x10a, 0x114, 0x135, 0x137, 0x13b, 0x142, 
    0x145, 0x148, 0x14e, 0x157, 0x15b, 0x160, 0x162, 0x17f, 0x186, 0x18c, 
    0x190, 0x197, 0x19d, 0x1a1, 0x1a6, 0x1a8, 0x1b1, 0x1b3, 0x1b7, 0x1c1, 
    0x1c5, 0x1ca, 0x1d2, 0x1d7, 0x1da, 0x1e2, 0x1ea, 0x1ed, 0x1f3, 0x1f9, 
    0x1fc, 0x204, 0x20d, 0x213, 0x21a, 0x21e, 0x225, 0x22a, 0x22c, 0x230, 
    0x239, 0x23b, 0x244, 0x24c, 0x24e, 0x251, 0x256, 0x25e, 0x262, 0x266, 
    0x26a, 0x273, 0x279, 0x280, 0x288, 0x28a, 0x28e, 0x295, 0x297, 0x29b, 
    0x2a2, 0x2a9, 0x2ad, 0x2b0, 0x2b8, 0x2bf, 0x2cc, 0x2d4, 0x2d8, 0x2da, 
    0x2e1, 0x2e5, 0x2ed, 0x2f1, 0x2f3, 0x2fe, 0x306, 0x30b, 0x313, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

PuppetParser::Initializer PuppetParser::_init;
