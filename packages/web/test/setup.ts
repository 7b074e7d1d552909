// What main.tsx sets up for the whole app before it renders, for component tests too.
import '../src/app/controlledInputs.ts';
import '../src/app/inputEffects.ts';
