/** The seeded PostgreSQL template databases each test file clones: with the demo's POS tickets, and without them. */
export const TEMPLATE = 'backroom_template';
export const LEAN_TEMPLATE = 'backroom_template_lean';
