// A production build of an area is only its remote (./routes); this entry is intentionally empty.
export {};
