import { graphql } from '@/gql';

/** The venue as the seat selection draws it; shared by the event and pack pages. */
export const SelectionArenaFragment = graphql(`
  fragment SelectionArena on Arena {
    id
    width
    height
    pitch
    websiteMaxTicketsInCart
    categories {
      id
      name
      colour
    }
    products {
      id
      name
      description
      isResale
    }
    stands {
      name
      blocks {
        id
        name
        standName
        contour
        labelX
        labelY
        isOpenSeating
        isAwaySection
        availability
        minPrice
        mainCategoryId
      }
    }
  }
`);
