// What other features may use of the data room (DESIGN.md §4: the one file another feature imports).
export { createDataRoomRepository } from './data-room-repository';
export { seedDemoDataRoom } from './demo-data-room';
