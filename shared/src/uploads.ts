/**
 * Reading a file a member picks (an avatar, a form's photo, a message's picture or video) as the API takes it, with
 * the upload rules of spec §5; off the main and React entries, so a first page loads none of it.
 */
export * from './uploads/readUploadFile';
