// The address of a fund's data room page: the fund page and the wizard's link to it, and the server's redirect to it
// (a step that sends the investor to the documents), without the data room's API shapes (data-room.ts).
export const dataRoomPath = (slug: string): string => `/fund/${encodeURIComponent(slug)}/data-room`;
