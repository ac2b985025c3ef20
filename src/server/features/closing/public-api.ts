// What other parts of the server may use of closing operations (docs/design.md §4: the one file another feature
// imports): the plugin.
export { closingPlugin } from './closing-plugin';
