import type { ASTVisitor, ValidationRule } from 'graphql';
import { findUnacceptableCharacter, UNACCEPTABLE_CHARACTER_MESSAGE } from '../../http/unacceptable-characters.js';
import { reportValidationError } from './validation-error.js';

/**
 * Refuses a string literal in the query text holding a character PostgreSQL cannot store. The
 * check of request bodies sees `"\u0000"` as six harmless characters: only graphql-js's parser
 * turns the escape into a NUL, so the parsed document is checked too. The visitor reaches every
 * StringValue, inside lists and input objects as well as in arguments and directives. graphql-js
 * already refuses an escaped lone surrogate as a syntax error; the one shared check covers it
 * anyway, so the rule does not depend on that.
 */
export const stringLiteralCharactersRule: ValidationRule = (context): ASTVisitor => ({
  StringValue(node) {
    if (findUnacceptableCharacter(node.value)) reportValidationError(context, UNACCEPTABLE_CHARACTER_MESSAGE);
  },
});
