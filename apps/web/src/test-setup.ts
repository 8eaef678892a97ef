import { configure } from '@testing-library/react';

// A screen is waited for, not raced: the web's files share two cores with the API's and the
// browsers', and a render there can take longer than Testing Library's own 1 s.
configure({ asyncUtilTimeout: 5_000 });
