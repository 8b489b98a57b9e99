// Adds DOM matchers such as toBeInTheDocument to every component test.
import '@testing-library/jest-dom'
