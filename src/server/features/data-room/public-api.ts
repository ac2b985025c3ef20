// What other features may use of the data room (docs/design.md §4: the one file another feature imports).
export { seedDemoDataRoom } from './demo-data-room';
export { governingDocumentsNotOpened, governingDocumentsOf } from './governing-documents';
