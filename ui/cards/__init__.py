"""Cards on screen: one card face, a row's card places, the 52-card picker."""
