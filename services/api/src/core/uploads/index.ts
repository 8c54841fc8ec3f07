export {
  UPLOAD_URL_PREFIX,
  readUpload,
  requireOwnUploadUrl,
  saveUpload,
  uploadIdFromUrl,
  uploadUrl,
} from './uploads';
